import { WizardPage } from '../features/donations/components/wizard/wizard-page';

export default WizardPage;
