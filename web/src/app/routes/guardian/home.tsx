import { useSearchParams } from 'react-router';
import { GuardianArea } from '../../../features/guardians/components/guardian-area.tsx';

/** /guardian?student=<id>: the chosen student lives in the address, so a reload keeps it. */
export function GuardianHomeRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <GuardianArea
      selectedStudentId={searchParams.get('student')}
      onSelectStudent={(studentId) => setSearchParams({ student: studentId })}
    />
  );
}
