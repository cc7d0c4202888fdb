import { PageHero } from '../components/ui/page-hero';

export default function LoginPage() {
  return <PageHero title="Login" />;
}
