import { Modal } from './modal';
import { AuthPanel, type AuthResult } from './auth-panel';

type Props = { courseId?: number; onClose: (result?: AuthResult) => void };

/** The enrolment / login modal of the spec, loaded only when someone opens it. */
export default function AuthDialog({ courseId, onClose }: Props) {
  return (
    <Modal
      title="Course Registration Form"
      description="Log in, or register in a minute, to join our free courses."
      onClose={() => onClose()}
    >
      <AuthPanel courseId={courseId} onDone={onClose} onGoToCourses={() => onClose('register')} />
    </Modal>
  );
}
