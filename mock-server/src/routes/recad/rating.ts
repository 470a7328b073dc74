import { ratingAnswerSchema, saveRatingRequestSchema } from '@censo/contracts/schemas/recad/rating'
import type { SeedPerson } from '@censo/fixtures'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { updatePerson } from '../../domain/person-write'
import { requireSelf } from '../../domain/persons'
import { HttpProblem } from '../../http-problem'
import { personOf } from '../../plugins/tokens'
import { pfIdParamsSchema } from '../params'
import { personRouteOptions } from '../route-options'

/** The rating as the recad API answers it: `aval` as a string (census-wizard §3 Rating). */
const ratingOf = (person: SeedPerson, aval: number) => ({
  data: { RecadAPI: { pf_id: person.pf_id, aval: String(aval), aval_segurado: true } },
})

/** {recad} aval: step 5's rating of the procedure, by the person themself. */
const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = personRouteOptions(app, ['recad: rating'])

  app.get(
    '/v1/aval/:pf_id/',
    read(ratingAnswerSchema, {
      summary: 'The saved rating (404 while the person has not rated)',
      params: pfIdParamsSchema,
    }),
    async (request) => {
      const self = requireSelf(personOf(request), request.params.pf_id)
      if (self.aval === undefined) throw new HttpProblem(404)
      return ratingOf(self, self.aval)
    },
  )

  app.post(
    '/v1/aval/',
    write(ratingAnswerSchema, {
      summary: 'Rate the procedure from 1 to 5 (a new rating replaces the last; 405 while locked)',
      body: saveRatingRequestSchema,
    }),
    async (request) => {
      const { pf_id, aval } = request.body
      const self = requireSelf(personOf(request), pf_id)
      await updatePerson(app, pf_id, (person) => {
        person.aval = aval
      })
      return ratingOf(self, aval)
    },
  )
}

export default ratingRoutes
