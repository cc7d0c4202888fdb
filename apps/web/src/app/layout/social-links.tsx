import type { Settings } from '@foundation/contract/settings';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from '../../components/icons';

const networks = [
  ['facebook_link', 'Facebook', FacebookIcon],
  ['instagram_link', 'Instagram', InstagramIcon],
  ['twitter_link', 'X (Twitter)', TwitterIcon],
  ['linkedin_link', 'LinkedIn', LinkedinIcon],
  ['youtube_link', 'YouTube', YoutubeIcon],
] as const;

/** The foundation's social profiles from settings; a network without a link is not shown. */
export function SocialLinks({ settings, className = '' }: { settings: Settings | undefined; className?: string }) {
  return (
    <ul className={`flex items-center gap-3 ${className}`}>
      {networks.map(([key, label, Icon]) =>
        settings?.[key] ? (
          <li key={key}>
            <a href={settings[key]} target="_blank" rel="noopener noreferrer" aria-label={label} className="block p-1 hover:text-gold-400">
              <Icon />
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
