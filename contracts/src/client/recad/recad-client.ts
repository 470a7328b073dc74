// The `recadClient` namespace: the case and its receipt.
export * from './case'
export * from './receipt'
