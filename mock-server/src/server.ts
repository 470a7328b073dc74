import { buildApp } from './app'

const port = Number(process.env.MOCK_PORT ?? 3333)
const host = process.env.MOCK_HOST ?? 'localhost'

const app = await buildApp({ logger: process.env.MOCK_LOG === '1', echoOutbox: true })

let closing = false
async function shutdown(signal: string): Promise<void> {
  if (closing) return
  closing = true
  try {
    await app.close()
    console.log(`Mock server stopped (${signal}).`)
    process.exit(0)
  } catch (error) {
    console.error(error)
    process.exit(1)
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

try {
  await app.listen({ port, host })
  if (app.store.keptAside) {
    console.warn(
      `The data file could not be used (unreadable, or from an older seed): it was kept as ${app.store.keptAside}, and the mock starts from the seed.`,
    )
  }
  console.log(
    `Mock server ready at http://${host}:${port} (docs /docs, codes /__dev/outbox, data ${app.config.dataFile})`,
  )
} catch (error) {
  console.error(error)
  process.exit(1)
}
