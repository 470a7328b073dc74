import * as profileClient from '@censo/contracts/client/social/profile'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api'
import { loggedLoad } from './logged-load'

/** Name and 32 px photo of whoever last changed a part of the record (the author block). */
export const authorQueryOptions = (uupfid: number) =>
  queryOptions({
    queryKey: ['wizard', 'author', uupfid],
    queryFn: () => loggedLoad('author info', () => profileClient.readAuthor(api.social, uupfid)),
    staleTime: Infinity,
    retry: false,
  })
