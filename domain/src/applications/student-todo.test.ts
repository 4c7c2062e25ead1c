import { describe, expect, it } from 'vitest';
import {
  buildStudentTodo,
  studentTodoResponseSchema,
  type TodoInfoRequest,
  type TodoStudyPath,
} from './student-todo.ts';

const path = (id: string, fields: Partial<TodoStudyPath> = {}): TodoStudyPath => ({
  id,
  status: 'in_review',
  paymentStatus: 'unpaid',
  specificProgram: null,
  fieldOfStudy: 'Engineering',
  ...fields,
});

const request = (id: string, fields: Partial<TodoInfoRequest> = {}): TodoInfoRequest => ({
  id,
  applicationId: null,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  questions: [{}, {}],
  ...fields,
});

describe('buildStudentTodo', () => {
  it('has nothing while every path waits on someone else', () => {
    const paths = ['new', 'in_review', 'send_to_dli', 'visa_processing', 'on_hold'].map(
      (status, index) => path(`p${index}`, { status }),
    );
    expect(buildStudentTodo({ paths, infoRequests: [] })).toEqual([]);
  });

  it('asks for documents on a path in Documents Needed, linking to that path', () => {
    expect(
      buildStudentTodo({
        paths: [path('p1', { status: 'docs_needed', specificProgram: 'BSc Nursing' })],
        infoRequests: [],
      }),
    ).toEqual([{ kind: 'upload_documents', applicationId: 'p1', studyPathName: 'BSc Nursing' }]);
  });

  it('follows the checklist where it is counted: how many are left, nothing when none is', () => {
    const paths = [
      path('p1', { status: 'docs_needed', specificProgram: 'BSc Nursing' }),
      path('p2', { status: 'docs_needed', specificProgram: 'MBA' }),
    ];
    const checklistToDo = new Map([
      ['p1', 3],
      ['p2', 0],
    ]);
    expect(buildStudentTodo({ paths, infoRequests: [], checklistToDo })).toEqual([
      {
        kind: 'upload_documents',
        applicationId: 'p1',
        studyPathName: 'BSc Nursing',
        checklistToDo: 3,
      },
    ]);
  });

  it('asks for the package only while a Find the Program path is unpaid', () => {
    const unpaid = path('p1', { status: 'find_program', paymentStatus: 'unpaid' });
    expect(buildStudentTodo({ paths: [unpaid], infoRequests: [] })).toEqual([
      { kind: 'choose_package', applicationId: 'p1', studyPathName: 'Engineering' },
    ]);
    const paid = { ...unpaid, paymentStatus: 'paid' };
    expect(buildStudentTodo({ paths: [paid], infoRequests: [] })).toEqual([]);
  });

  it('names the other stages that wait on the student', () => {
    expect(
      buildStudentTodo({
        paths: [path('p1', { status: 'apply_visa', fieldOfStudy: ' ' })],
        infoRequests: [],
      }),
    ).toEqual([
      { kind: 'next_step', applicationId: 'p1', studyPathName: null, status: 'apply_visa' },
    ]);
  });

  it('adds nothing for a path that has ended, or a legacy status', () => {
    const paths = ['completed', 'closed', 'withdrawn', 'refused', 'visa'].map((status, index) =>
      path(`p${index}`, { status }),
    );
    expect(buildStudentTodo({ paths, infoRequests: [] })).toEqual([]);
  });

  it('lists each unanswered request, oldest first, before the stages', () => {
    const paths = [
      path('active', { status: 'docs_needed' }),
      path('old', { status: 'closed', fieldOfStudy: 'Business' }),
    ];
    const items = buildStudentTodo({
      paths,
      infoRequests: [
        request('newer', { applicationId: 'old', createdAt: '2026-11-21T10:00:00.000Z' }),
        request('answered', { status: 'answered' }),
        request('older', { questions: [{}] }),
      ],
    });
    expect(items).toEqual([
      {
        kind: 'answer_info_request',
        requestId: 'older',
        // A general request is answered on the active path's page.
        applicationId: 'active',
        studyPathName: 'Engineering',
        isGeneral: true,
        questionCount: 1,
        sentAt: '2026-11-20T10:00:00.000Z',
      },
      {
        kind: 'answer_info_request',
        requestId: 'newer',
        // A request about a path is answered on that path's page, even an ended one.
        applicationId: 'old',
        studyPathName: 'Business',
        isGeneral: false,
        questionCount: 2,
        sentAt: '2026-11-21T10:00:00.000Z',
      },
      { kind: 'upload_documents', applicationId: 'active', studyPathName: 'Engineering' },
    ]);
  });

  it('answers a general request on the newest path when none is active, and nowhere without one', () => {
    const [onNewest] = buildStudentTodo({
      paths: [path('newest', { status: 'closed' }), path('oldest', { status: 'refused' })],
      infoRequests: [request('r1')],
    });
    expect(onNewest).toMatchObject({ applicationId: 'newest', isGeneral: true });
    const [nowhere] = buildStudentTodo({ paths: [], infoRequests: [request('r1')] });
    expect(nowhere).toMatchObject({ applicationId: null, studyPathName: null });
  });

  it('gives an answer the response schema accepts', () => {
    const items = buildStudentTodo({
      paths: [path('p1', { status: 'find_program' })],
      infoRequests: [request('r1')],
    });
    expect(studentTodoResponseSchema.parse({ items, isFirstSignIn: true }).items).toEqual(items);
  });
});
