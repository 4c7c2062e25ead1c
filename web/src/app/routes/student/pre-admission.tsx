import { PreAdmissionView } from '../../../features/pre-admission/components/pre-admission-view.tsx';

export function StudentPreAdmissionRoute() {
  return <PreAdmissionView />;
}
