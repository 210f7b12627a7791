// The sign-in page's banners (package-mine/pages/swiper).
import { Type } from '@sinclair/typebox'
import { SignInBannerSchema } from '../../../types/api/user-mine'
import { defineRoute } from '../../core/route'
import { signInBanners } from '../../seed/mine-sign-in-banners'

export const signInBannerRoutes = [
  defineRoute({
    area: 'user', method: 'GET', path: '/web/task/sign-in/banners', summary: '签到页横幅',
    auth: 'none', spec: false, response: Type.Array(SignInBannerSchema), sample: {},
    handler: () => signInBanners(),
  }),
]
