/** Generic status catalogue (spec §8): the same table for the web and the mock server. */
export const statusMessages: Readonly<Record<number, string>> = {
  400: 'Campo obrigatório omitido no payload',
  401: 'Você não possui permissão para realizar esta operação',
  403: 'Sessão expirada, faço log-in novamente',
  404: 'Registro não encontrado',
  405: 'Operação não aplicável a este registro',
  406: 'Falha na validação do payload...verifique os dados informados',
  409: 'Registro já existente',
  412: 'Os dados não atendem aos requisitos desta operação',
  /** (ours) rate limits of codes and logins (ADR 020); the body's retry_after says when. */
  429: 'Muitas tentativas...aguarde e tente novamente em instantes',
  500: 'Não foi possível atender a esta solicitação no momento......tente novamente em instantes',
  503: 'Serviço temporáriamente indisponível...tente novamente em instantes',
  999: 'Erro desconhecido',
}

/** Unknown codes yield no message (spec §8). */
export function statusMessage(status: number): string | undefined {
  return statusMessages[status]
}
