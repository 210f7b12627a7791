import type { EvaluationDetail, EvaluationInput, EvaluationKind } from '@api/evaluation'
import { View } from '@tarojs/components'
import { goBackOr } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { EvaluationOnce } from '@/shared/evaluation-form'
import { DRAFTS } from '@/shared/form'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { toast } from '@/shared/toast'
import { submitEvaluation } from '../api'
import { evaluationQuery } from '../queries'
import { KIND_LABELS } from '../labels'
import { TargetCard } from './target-card'
import './evaluate-screen.scss'

function Evaluate({ kind, id }: { kind: EvaluationKind; id: number }) {
  const detail = useQuery(evaluationQuery, [kind, id])
  const d = detail.data
  const submit = async (input: EvaluationInput, requestId: string) => {
    const evaluation = await submitEvaluation(kind, id, input, requestId)
    // Shown read-only at once, in case going back is slow or refused.
    detail.setData((old?: EvaluationDetail) => old && { ...old, evaluation })
    toast('评价成功，感谢反馈', 'success')
    // Back where the user came from (the list, an order).
    await goBackOr(paths.evaluations())
  }
  return (
    <Screen load={detail}>
      {d && (
        <View className='eval-screen'>
          <Panel>
            <TargetCard target={d.target} />
          </Panel>
          <EvaluationOnce template={d.template} given={d.evaluation} draft={DRAFTS.evaluation(kind, id)} onSubmit={submit} />
        </View>
      )}
    </Screen>
  )
}

/** 服务 / 活动 / 销售评价 (?id=): what is evaluated, then the form, or the evaluation once given. */
export function EvaluateScreen({ kind, id }: { kind: EvaluationKind; id: number | undefined }) {
  const token = useToken()
  if (!token || id === undefined) return <Screen login={`登录后评价本次${KIND_LABELS[kind]}`} missing={id === undefined && '缺少评价对象 id，无法打开'} />
  return <Evaluate kind={kind} id={id} />
}
