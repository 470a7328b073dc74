export * from './http'
export * as authClient from './auth'
export * as metaClient from './meta'
export * as socialClient from './social'
