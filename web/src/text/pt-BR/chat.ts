/** Live chat (spec §4 "Live chat"); every text ours. */
export * from './core'

export const chat = {
  open: 'Abrir o chat',
  close: 'Fechar o chat',
  title: 'Chat ao vivo',
  standIn:
    'Este é um substituto local do chat ao vivo (desenvolvimento e testes): nenhuma mensagem é enviada.',
  botId: (id: string) => `Robô do chat: ${id}`,
  failed: 'Não foi possível carregar o chat. Use os telefones da página Contato.',
} as const
