// GET /api/dashboard/todo: the student dashboard's 'To do' list and first-sign-in flag (issue
// 24). Polled with the dashboard and refreshed by the live stream's study path and information
// request changes, so it is a conditional GET over the student's change version (decision 027).
// The server-rendered dashboard reads it too (dashboard-first-data.ts).
import { errorResponseSchema, studentTodoResponseSchema } from '@studypath/domain';
import { signedInSession } from '../../platform/http/guards.ts';
import type { RouteContext, ZodApp } from '../../platform/http/route-context.ts';
import { getStudentTodo } from './dashboard.service.ts';

export function registerDashboardRoutes(app: ZodApp, context: RouteContext): void {
  const { deps } = context;

  app.get('/api/dashboard/todo', {
    config: { conditional: 'student-data', access: 'student' },
    schema: {
      tags: ['dashboard'],
      summary:
        "The signed-in student's To do list (typed items: information requests to answer, " +
        'documents asked for, the package to choose, other stages waiting on them) and whether ' +
        'this is their first sign-in',
      response: {
        200: studentTodoResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
      },
    },
    handler: (request) => getStudentTodo(deps, { userId: signedInSession(request).user.id }),
  });
}
