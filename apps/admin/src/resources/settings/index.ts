import { ROLES } from '@foundation/contract/staff-messages';
import type { SingletonResource } from '../../kit/types';

/**
 * What every page's header and footer, the contact page and the live page read. Every role opens
 * the screen; editors and admins edit this form. Where donors send money (the payment details) is
 * a part of the screen of its own, composed in by the app: it changes under four eyes.
 */
export const settings: SingletonResource = {
  kind: 'singleton',
  path: 'settings',
  label: 'Settings',
  one: 'settings',
  roles: ROLES.anyStaff,
  formRoles: ROLES.content,
  fields: [
    { kind: 'section', name: 'identity', label: 'The foundation' },
    { kind: 'text', name: 'company_name', label: 'Foundation name', required: true, maxLength: 200, hint: 'Printed on receipts and letters, and in every page’s title and footer.' },
    { kind: 'image', name: 'company_logo', label: 'Logo', required: true },
    { kind: 'section', name: 'contact', label: 'Contact', hint: 'In every page’s header and footer, and on the contact page.' },
    { kind: 'text', name: 'company_phone', label: 'Hotline', type: 'tel', required: true, maxLength: 40, hint: 'Shown in every page’s header.' },
    { kind: 'text', name: 'company_email', label: 'Email', type: 'email', required: true, maxLength: 254 },
    { kind: 'longText', name: 'company_address', label: 'Address', rows: 3, maxLength: 500 },
    { kind: 'section', name: 'social', label: 'Social pages' },
    { kind: 'text', name: 'facebook_link', label: 'Facebook link', type: 'url' },
    { kind: 'text', name: 'instagram_link', label: 'Instagram link', type: 'url' },
    { kind: 'text', name: 'twitter_link', label: 'X (Twitter) link', type: 'url' },
    { kind: 'text', name: 'linkedin_link', label: 'LinkedIn link', type: 'url' },
    { kind: 'text', name: 'youtube_link', label: 'YouTube link', type: 'url' },
    { kind: 'section', name: 'live', label: 'Live page' },
    { kind: 'text', name: 'youtube_channel_id', label: 'YouTube channel id', hint: 'Starts with UC; the live page checks this channel.' },
    { kind: 'text', name: 'facebook_page_id', label: 'Facebook page id' },
    { kind: 'lines', name: 'fallback_playlist_ids', label: 'Fallback playlists', hint: 'YouTube playlist ids, one a line: played when nothing is live.' },
    {
      kind: 'select',
      name: 'live_override',
      label: 'Live now',
      required: true,
      hint: 'Automatic asks YouTube and Facebook; the others switch the live page on by hand.',
      options: [
        { value: false, label: 'Automatic' },
        { value: true, label: 'Live on both' },
        { value: 'youtube', label: 'Live on YouTube' },
        { value: 'facebook', label: 'Live on Facebook' },
      ],
    },
  ],
  schema: () => import('@foundation/contract/admin/settings').then((m) => m.AdminSettingsPatchSchema),
  preview: () => '/',
};
