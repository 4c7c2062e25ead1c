// How a route sends an answer every consultant shares (decision 044): kept as the JSON its own
// serializer made, so the response schema checks and the serializing of a large list run once per
// change, not once per request. The ETag and compression hooks see it like any other answer.
import type { FastifyReply } from 'fastify';
import type { SharedAnswers } from '../events/shared-answers.ts';

export async function sendSharedAnswer(
  reply: FastifyReply,
  answers: SharedAnswers,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const json = await answers.get(key, async () => reply.serialize(await compute()));
  return reply.type('application/json; charset=utf-8').send(json);
}
