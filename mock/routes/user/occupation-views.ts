// What the occupation routes share: a row to its answer, with the ID number masked (the full one
// never leaves the server) and an approval past its end read as expired (a GET cannot write it).
import type { AuthState, OccupationAuth } from '../../../types/api/user-occupation'
import type { Db } from '../../state/db'
import type { OccupationAuthRow } from '../../seed/occupation'
import { maskIdNumber } from './occupation-id'

export { OCCUPATION_BASE as BASE } from '../../../types/api/user-occupation'

export const stateOf = (row: OccupationAuthRow, now: number): AuthState =>
  row.state === 'approved' && row.expiresAt !== null && now >= Date.parse(row.expiresAt) ? 'expired' : row.state

export function authView(db: Db, row: OccupationAuthRow, now: number): OccupationAuth {
  const { accountId: _a, idNumber, ...rest } = row
  return {
    ...rest, state: stateOf(row, now), idNumberMasked: maskIdNumber(idNumber),
    typeName: db.occupations.find((o) => o.type === row.type)?.name ?? row.type,
  }
}
