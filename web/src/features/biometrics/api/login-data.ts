import { isIsoDate, isValidCpf, type TokenUser } from '@censo/contracts'
import { exchangeClient } from '@censo/contracts/client'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api'

/** CPF and birth date of the logged-in person, read to be saved for biometric entry. */
export const loginDataQueryOptions = (pfId: number) =>
  queryOptions({
    queryKey: ['person-login-data', pfId],
    queryFn: async () => {
      const answer = await exchangeClient.exchangePersons(api.social, {
        pf_ids: [pfId],
        options: { fields: ['cpf', 'nascimento'] },
      })
      return answer[String(pfId)] ?? null
    },
    staleTime: Infinity,
    retry: false,
  })

/** The login to save: CPF digits and YYYY-MM-DD, or null when the answer does not give both. */
export function loginToSave(
  person: { cpf?: string | null; nascimento?: string | null } | null | undefined,
  user: TokenUser,
): { cpf: string; nascimento: string } | null {
  const cpf = (person?.cpf ?? user.login).replace(/\D/g, '')
  const nascimento = person?.nascimento?.slice(0, 10) ?? ''
  return isValidCpf(cpf) && isIsoDate(nascimento) ? { cpf, nascimento } : null
}
