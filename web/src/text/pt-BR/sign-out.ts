/**
 * Sair with saves still waiting on the device (docs/decisions/028). Loaded with Sair's own code,
 * not with the first screen. All (ours).
 */
export const signOut = {
  waitingTitle: (count: number) =>
    count === 1
      ? 'Você tem 1 alteração ainda não enviada'
      : `Você tem ${count} alterações ainda não enviadas`,
  waitingText:
    'Se sair agora, o que ainda não foi enviado será apagado deste aparelho e não chegará ao instituto. Para enviar, continue no aplicativo com a internet ligada.',
  leave: 'Sair e apagar',
  stay: 'Continuar aqui',
}
