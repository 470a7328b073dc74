// The `socialClient` namespace: the login flow, the person insert and the phones. The wizard's
// calls on the same API (exchange, profile, documents) are namespaces of their own, so the login
// bundle carries none of their shapes (ADR 007).
export * from './login'
export * from './person'
export * from './phones'
