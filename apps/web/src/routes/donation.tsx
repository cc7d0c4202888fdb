import { ManualDonationPage } from '../features/donations/components/manual/manual-donation-page';

export default ManualDonationPage;
