import type { ErrorResponse, ProfileResponse, Role } from '@studypath/domain';
import { profileFieldNames } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/http-client.ts';
import { completeStudentProfile } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const PHONE_MESSAGE =
  'Enter a valid phone number; one outside your country of residence needs its country code, e.g. +55 11 91234 5678';

// The factories' complete college_current profile of an adult, as the form sends it: the phone
// number typed with spaces, and no currentEducationLevel (the form leaves it out on that pathway).
const { currentEducationLevel: _notSent, ...completeProfile } = completeStudentProfile;
const collegeStudent = { ...completeProfile, phoneNumber: '+55 11 91234 5678' };

const emptyProfile = {
  ...Object.fromEntries(profileFieldNames.map((name) => [name, null])),
  displayName: null,
  completionPercentage: 0,
};

describe('/api/user/profile', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function signedIn(role: Role = 'student') {
    const { user, password } = await t.createUser({ role });
    const client = t.newClient();
    const login = await client.login(user.email, password);
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    return { user, password, client };
  }

  const getProfile = (client: TestClient) => client.get<ProfileResponse>('/api/user/profile');
  const putProfile = <Body = ProfileResponse>(client: TestClient, body: unknown) =>
    client.request<Body>('PUT', '/api/user/profile', { json: body, withCsrf: true });

  /** 'YYYY-MM-DD' for someone `years` old (plus `extraDays`) on the server's clock. */
  const birthDateForAge = (years: number, extraDays = 0) => {
    const now = t.clock.now();
    const date = new Date(
      Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - extraDays),
    );
    return date.toISOString().slice(0, 10);
  };

  const profileAudits = (userId: string) =>
    t.db.query.auditLogs.findMany({
      where: (log, { and, eq }) => and(eq(log.userId, userId), eq(log.action, 'profile_update')),
    });

  describe('GET', () => {
    it('answers every field null and 0% for a student who never saved a profile', async () => {
      const { client } = await signedIn();
      const response = await getProfile(client);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(emptyProfile);
    });

    it('refuses an anonymous visitor with 401', async () => {
      const response = await t.newClient().get('/api/user/profile');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: 'unauthorized' });
    });
  });

  describe('PUT by a student', () => {
    it('stores a valid profile whole and answers it normalised, 100% complete', async () => {
      const { client } = await signedIn();
      const response = await putProfile(client, {
        ...collegeStudent,
        nationality: 'br',
        emergencyContactPhone: '0044 20 7946 0958',
        otherLanguages: '   ',
      });
      expect(response.status).toBe(200);
      const expected = {
        ...emptyProfile,
        ...collegeStudent,
        phoneNumber: '+5511912345678',
        emergencyContactPhone: '+442079460958',
        completionPercentage: 100,
      };
      expect(response.body).toEqual(expected);
      expect((await getProfile(client)).body).toEqual(expected);
    });

    it('reads a phone typed without a country code as one of the country of residence', async () => {
      const { client } = await signedIn();
      const response = await putProfile(client, {
        ...collegeStudent,
        country: 'Canada',
        phoneNumber: '514-555-0199',
        emergencyContactPhone: '(416) 555-0142',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        phoneNumber: '+15145550199',
        emergencyContactPhone: '+14165550142',
      });
      const inFrance = await putProfile(client, {
        ...collegeStudent,
        country: 'France',
        phoneNumber: '514-555-0199',
      });
      expect(inFrance.status).toBe(400);
      expect(inFrance.body).toMatchObject({
        details: [{ field: 'phoneNumber', message: PHONE_MESSAGE }],
      });
    });

    it('clears the fields a later save leaves out (PUT replaces the profile)', async () => {
      const { client } = await signedIn();
      await putProfile(client, collegeStudent);
      const { preferredName: _preferredName, careerGoals: _careerGoals, ...rest } = collegeStudent;
      const response = await putProfile(client, { ...rest, legalFirstName: 'Ana Clara' });
      expect(response.status).toBe(200);
      const stored = (await getProfile(client)).body;
      expect(stored).toMatchObject({
        legalFirstName: 'Ana Clara',
        preferredName: null,
        careerGoals: null,
      });
      expect(stored.completionPercentage).toBe(100);
    });

    it('records profile_update in the audit log with the percentage and no field values', async () => {
      const { user, client } = await signedIn();
      await putProfile(client, collegeStudent);
      const entries = await profileAudits(user.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entityType: 'profile',
        entityId: user.id,
        ipAddress: client.ip,
        details: { completionPercentage: 100 },
      });
      expect(JSON.stringify(entries[0]?.details)).not.toContain('Silva');
    });

    it('sets updated_at from the server clock on each save', async () => {
      const { user, client } = await signedIn();
      await putProfile(client, collegeStudent);
      t.clock.advance(60_000);
      await putProfile(client, { ...collegeStudent, academicGrade: '91%' });
      const row = await t.db.query.profiles.findFirst({
        where: (profile, { eq }) => eq(profile.userId, user.id),
      });
      expect(row?.updatedAt.getTime()).toBe(t.clock.now().getTime());
      expect(row?.createdAt.getTime()).toBe(t.clock.now().getTime() - 60_000);
    });

    const brokenRules: [string, Record<string, unknown>, ErrorResponse['details']][] = [
      [
        'a missing first name and phone',
        { legalFirstName: '', phoneNumber: null },
        [
          { field: 'legalFirstName', message: 'First name is required' },
          { field: 'phoneNumber', message: 'Phone number is required' },
        ],
      ],
      [
        'missing citizenship and residence',
        { nationality: undefined, country: ' ' },
        [
          { field: 'nationality', message: 'Country of citizenship is required' },
          { field: 'country', message: 'Country of residence is required' },
        ],
      ],
      [
        'a missing date of birth and academic grade',
        { dateOfBirth: '', academicGrade: undefined },
        [
          { field: 'dateOfBirth', message: 'Date of birth is required' },
          { field: 'academicGrade', message: 'Academic grade is required' },
        ],
      ],
      [
        'college details missing for college_current',
        { collegeName: '', collegeProgram: '', collegeLevel: null, collegeYear: null },
        [
          { field: 'collegeName', message: 'College name is required' },
          { field: 'collegeProgram', message: 'Program is required' },
          { field: 'collegeLevel', message: 'Degree/credential type is required' },
          { field: 'collegeYear', message: 'Current year is required' },
        ],
      ],
      [
        'a graduation date missing for college_graduated',
        { pathway: 'college_graduated', collegeYear: undefined },
        [{ field: 'collegeGraduationDate', message: 'Graduation date is required' }],
      ],
      [
        'school details missing for high_school_current',
        { pathway: 'high_school_current' },
        [
          { field: 'currentEducationLevel', message: 'Current grade level is required' },
          { field: 'currentInstitution', message: 'School name is required' },
          { field: 'expectedGraduationDate', message: 'Expected graduation date is required' },
        ],
      ],
      [
        'school details missing for high_school_graduated',
        { pathway: 'high_school_graduated' },
        [
          { field: 'currentInstitution', message: 'School name is required' },
          { field: 'graduationDate', message: 'Graduation date is required' },
        ],
      ],
      [
        'university details missing for university_current',
        { pathway: 'university_current' },
        [
          { field: 'universityName', message: 'University name is required' },
          { field: 'universityProgram', message: 'Program is required' },
          { field: 'universityLevel', message: 'Degree level is required' },
          { field: 'universityYear', message: 'Current year is required' },
        ],
      ],
      [
        'a graduation date missing for university_graduated',
        {
          pathway: 'university_graduated',
          universityName: 'USP',
          universityProgram: 'Physics',
          universityLevel: 'undergraduate',
        },
        [{ field: 'universityGraduationDate', message: 'Graduation date is required' }],
      ],
      [
        'a masters student without thesis and research area',
        {
          pathway: 'university_current',
          universityName: 'USP',
          universityProgram: 'Physics',
          universityLevel: 'masters',
          universityYear: '1st_year',
        },
        [
          { field: 'thesis', message: 'Thesis title is required for graduate students' },
          { field: 'researchArea', message: 'Research area is required for graduate students' },
        ],
      ],
      [
        'no language proficiency',
        { englishLevel: 'none', englishTestType: 'none', englishTestScore: '' },
        [
          {
            field: 'englishLevel',
            message: 'At least one language proficiency (English or French) is required',
          },
        ],
      ],
      [
        'an invalid phone number in each phone field',
        {
          // Read as a Canadian number (the country of residence), one digit short.
          phoneNumber: '416 555 014',
          guardianPhone: '+1 111 111 1111',
          emergencyContactPhone: '12345',
        },
        [
          { field: 'phoneNumber', message: PHONE_MESSAGE },
          { field: 'guardianPhone', message: PHONE_MESSAGE },
          { field: 'emergencyContactPhone', message: PHONE_MESSAGE },
        ],
      ],
      [
        'a country that is not on the list',
        { nationality: 'Atlantis', country: 'European Union' },
        [
          { field: 'nationality', message: 'Choose a country from the list' },
          { field: 'country', message: 'Choose a country from the list' },
        ],
      ],
      [
        'an impossible date, an unknown option and an invalid email',
        { dateOfBirth: '2001-02-29', gender: 'unknown', guardianEmail: 'maria-at-example' },
        [
          { field: 'dateOfBirth', message: 'Enter a valid date' },
          { field: 'gender', message: 'Choose one of the options' },
          { field: 'guardianEmail', message: 'Invalid email address' },
        ],
      ],
    ];

    for (const [description, change, details] of brokenRules) {
      it(`refuses ${description} with 400 naming each field, and stores nothing`, async () => {
        const { user, client } = await signedIn();
        await putProfile(client, collegeStudent);
        const before = (await getProfile(client)).body;

        const response = await putProfile<ErrorResponse>(client, {
          ...collegeStudent,
          ...change,
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: 'validation_error',
          code: 'validation_error',
          message: details?.[0]?.message,
          details,
        });
        expect((await getProfile(client)).body).toEqual(before);
        expect(await profileAudits(user.id)).toHaveLength(1);
      });
    }

    it('refuses a high school student under 18 without a guardian, with the four guardian messages', async () => {
      const { client } = await signedIn();
      const response = await putProfile<ErrorResponse>(client, {
        ...collegeStudent,
        dateOfBirth: birthDateForAge(16),
        pathway: 'high_school_current',
        currentEducationLevel: 'grade_11',
        currentInstitution: 'Colégio Bandeirantes',
        expectedGraduationDate: '2028-06',
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'guardianName', message: 'Guardian name is required for students under 18' },
        {
          field: 'guardianRelation',
          message: 'Guardian relationship is required for students under 18',
        },
        { field: 'guardianEmail', message: 'Guardian email is required for students under 18' },
        { field: 'guardianPhone', message: 'Guardian phone is required for students under 18' },
      ]);
      expect((await getProfile(client)).body).toEqual(emptyProfile);
    });

    it('decides the guardian rule with the server clock', async () => {
      const { user, password, client } = await signedIn();
      const highSchool = {
        ...collegeStudent,
        dateOfBirth: birthDateForAge(18, -3),
        pathway: 'high_school_graduated',
        currentInstitution: 'Colégio Bandeirantes',
        graduationDate: '2025-06',
      };
      expect((await putProfile(client, highSchool)).status).toBe(400);
      t.clock.advance(5 * 24 * 60 * 60 * 1000);
      await client.login(user.email, password); // the session has idled out meanwhile
      const response = await putProfile(client, highSchool);
      expect(response.status).toBe(200);
      expect(response.body.completionPercentage).toBe(100);
    });

    it('stores a minor with a guardian and counts the guardian fields in the percentage', async () => {
      const { client } = await signedIn();
      const response = await putProfile(client, {
        ...collegeStudent,
        dateOfBirth: birthDateForAge(16),
        pathway: 'high_school_current',
        currentEducationLevel: 'grade_11',
        currentInstitution: 'Colégio Bandeirantes',
        expectedGraduationDate: '2028-06',
        guardianName: 'Maria Silva',
        guardianRelation: 'mother',
        guardianEmail: 'maria@example.com',
        guardianPhone: '+55 11 99876 5432',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        guardianPhone: '+5511998765432',
        completionPercentage: 100,
      });
    });

    it('refuses an unknown field, naming it', async () => {
      const { client } = await signedIn();
      const response = await putProfile<ErrorResponse>(client, {
        ...collegeStudent,
        favouriteColour: 'green',
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'favouriteColour', message: 'The field favouriteColour cannot be set here' },
      ]);
      expect((await getProfile(client)).body).toEqual(emptyProfile);
    });

    it('refuses the fields that are not the student’s to set, naming each', async () => {
      const { user, client } = await signedIn();
      const response = await putProfile<ErrorResponse>(client, {
        ...collegeStudent,
        userId: user.id,
        role: 'admin',
        email: 'someone-else@example.com',
        completionPercentage: 100,
        displayName: 'Ana the Consultant',
      });
      expect(response.status).toBe(400);
      expect(response.body.details?.map((problem) => problem.field)).toEqual([
        'userId',
        'role',
        'email',
        'completionPercentage',
        'displayName',
      ]);
      expect((await getProfile(client)).body).toEqual(emptyProfile);
    });

    it('refuses a body that is not an object', async () => {
      const { client } = await signedIn();
      const response = await putProfile<ErrorResponse>(client, ['Ana']);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'validation_error',
        details: [{ field: 'body' }],
      });
    });

    it('refuses an anonymous visitor with 401 whatever the body', async () => {
      const client = t.newClient();
      for (const body of [collegeStudent, { role: 'admin' }]) {
        const response = await putProfile<ErrorResponse>(client, body);
        expect(response.status).toBe(401);
        expect(response.body.error).toBe('unauthorized');
      }
    });

    it('refuses a save without the CSRF token with 403 and stores nothing', async () => {
      const { client } = await signedIn();
      const response = await client.request<ErrorResponse>('PUT', '/api/user/profile', {
        json: collegeStudent,
      });
      expect(response.status).toBe(403);
      expect(response.body.error).toBe('csrf_invalid');
      expect((await getProfile(client)).body).toEqual(emptyProfile);
    });
  });

  describe('one user never reaches another’s profile', () => {
    it('shows each student only their own profile and saves only their own', async () => {
      const first = await signedIn();
      const second = await signedIn();
      await putProfile(first.client, collegeStudent);
      await putProfile(second.client, {
        ...collegeStudent,
        legalFirstName: 'Kwame',
        legalLastName: 'Mensah',
        nationality: 'Ghana',
        phoneNumber: '+233 24 123 4567',
      });

      expect((await getProfile(first.client)).body).toMatchObject({
        legalFirstName: 'Ana',
        legalLastName: 'Silva',
        nationality: 'Brazil',
      });
      expect((await getProfile(second.client)).body).toMatchObject({
        legalFirstName: 'Kwame',
        legalLastName: 'Mensah',
        nationality: 'Ghana',
      });
      const rows = await t.db.query.profiles.findMany({
        where: (profile, { inArray }) => inArray(profile.userId, [first.user.id, second.user.id]),
      });
      expect(rows.map((row) => [row.userId, row.legalFirstName]).sort()).toEqual(
        [
          [first.user.id, 'Ana'],
          [second.user.id, 'Kwame'],
        ].sort(),
      );
    });

    it('ignores a user id in the query string', async () => {
      const first = await signedIn();
      const second = await signedIn();
      await putProfile(first.client, collegeStudent);
      const response = await second.client.get<ProfileResponse>(
        `/api/user/profile?userId=${first.user.id}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual(emptyProfile);
    });
  });

  describe('PUT by an administrator (settings)', () => {
    it('saves the display name and answers the profile with it', async () => {
      const { user, client } = await signedIn('admin');
      expect((await getProfile(client)).body).toEqual(emptyProfile);
      const response = await putProfile(client, { displayName: '  Maria Costa ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...emptyProfile, displayName: 'Maria Costa' });
      expect((await getProfile(client)).body.displayName).toBe('Maria Costa');
      expect(await profileAudits(user.id)).toEqual([
        expect.objectContaining({ details: { changed: ['displayName'] } }),
      ]);
    });

    it('requires a display name', async () => {
      const { client } = await signedIn('admin');
      for (const body of [{ displayName: '' }, {}]) {
        const response = await putProfile<ErrorResponse>(client, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: 'validation_error',
          code: 'validation_error',
          message: 'Display name is required',
          details: [{ field: 'displayName', message: 'Display name is required' }],
        });
      }
    });

    it('accepts 100 characters and refuses 101 as too long', async () => {
      const { client } = await signedIn('admin');
      expect((await putProfile(client, { displayName: 'x'.repeat(100) })).status).toBe(200);
      const response = await putProfile<ErrorResponse>(client, { displayName: 'y'.repeat(101) });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'displayName', message: 'Display name is too long' },
      ]);
      expect((await getProfile(client)).body.displayName).toBe('x'.repeat(100));
    });

    it('refuses student profile fields from an administrator', async () => {
      const { client } = await signedIn('admin');
      const response = await putProfile<ErrorResponse>(client, {
        displayName: 'Maria Costa',
        legalFirstName: 'Maria',
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'legalFirstName', message: 'The field legalFirstName cannot be set here' },
      ]);
    });
  });

  it('is described in the OpenAPI document under the profile tag', async () => {
    const response = await t.http.get<{
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
    }>('/api/openapi.json');
    const path = response.body.paths['/api/user/profile'];
    expect(path?.get?.tags).toEqual(['profile']);
    expect(path?.put?.tags).toEqual(['profile']);
    const body = JSON.stringify(path?.put?.requestBody);
    expect(body).toContain('"legalFirstName"');
    expect(body).toContain('"displayName"');
  });
});
