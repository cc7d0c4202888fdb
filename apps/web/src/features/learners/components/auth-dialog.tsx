import { Modal } from './modal';
import { AuthPanel, type AuthResult } from './auth-panel';
import { m } from '../../../paraglide/messages.js';

type Props = { courseId?: number; onClose: (result?: AuthResult) => void };

/** The enrolment / login modal of the spec, loaded only when someone opens it. */
export default function AuthDialog({ courseId, onClose }: Props) {
  return (
    <Modal
      title={m.learn_auth_title()}
      description={m.learn_auth_description()}
      onClose={() => onClose()}
    >
      <AuthPanel courseId={courseId} onDone={onClose} onGoToCourses={() => onClose('register')} />
    </Modal>
  );
}
