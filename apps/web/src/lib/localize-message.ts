import { certificateMessages } from '@foundation/contract/certificate-messages';
import { donorMessages, manualPaymentMessages, manualSubmittedMessage, trackingMessages, wizardMessages } from '@foundation/contract/donation-messages';
import { formMessages } from '@foundation/contract/form-messages';
import { fundMessages } from '@foundation/contract/fund-messages';
import { learnerMessages } from '@foundation/contract/learner-messages';
import { emptyStates, messages } from '@foundation/contract/messages';
import { audioSourceLabels, liveErrors, liveMessages, livePlatforms } from '@foundation/contract/media-text';
import { m } from '../paraglide/messages.js';

/**
 * The contract's messages (validation, the API's answers, the spec's toasts and empty states) in the
 * page's language. The contract and the API speak English; a page shows what they say
 * through here: the site catalogue's text for it (whose English is exactly the contract's), or the
 * text unchanged when it is none of theirs (a message staff wrote, a server's own words).
 */

type Say = () => string;

/** Every fixed message, by its English. The values are message functions, called only when shown. */
const exact: Record<string, Say> = {
  [certificateMessages.nameRequired]: m.learn_cert_v_name_required,
  [certificateMessages.notOffered]: m.learn_cert_v_not_offered,
  [certificateMessages.notCompleted]: m.learn_cert_v_not_completed,
  [certificateMessages.quizNotPassed]: m.learn_cert_v_quiz_not_passed,
  [certificateMessages.alreadyIssued]: m.learn_cert_v_already_issued,
  [certificateMessages.notFound]: m.learn_cert_v_not_found,
  [certificateMessages.answersRequired]: m.learn_cert_v_answers_required,

  [formMessages.nameRequired]: m.site_v_name_required,
  [formMessages.emailRequired]: m.site_v_email_required,
  [formMessages.emailInvalid]: m.site_v_email_invalid,
  [formMessages.phoneRequired]: m.site_v_phone_required,
  [formMessages.phoneInvalid]: m.site_v_phone_invalid,
  [formMessages.subjectRequired]: m.site_v_subject_required,
  [formMessages.messageRequired]: m.site_v_message_required,
  [formMessages.textInvalid]: m.site_v_text_invalid,
  [formMessages.fullNameRequired]: m.site_v_full_name_required,
  [formMessages.countryRequired]: m.site_v_country_required,
  [formMessages.countryUnknown]: m.site_v_country_unknown,
  [formMessages.cityRequired]: m.site_v_city_required,
  [formMessages.fatherNameRequired]: m.site_v_father_name_required,
  [formMessages.genderRequired]: m.site_v_gender_required,
  [formMessages.presentAddressRequired]: m.site_v_present_address_required,
  [formMessages.permanentAddressRequired]: m.site_v_permanent_address_required,
  [formMessages.provinceRequired]: m.site_v_province_required,
  [formMessages.districtRequired]: m.site_v_district_required,
  [formMessages.tehsilRequired]: m.site_v_tehsil_required,
  [formMessages.cnicInvalid]: m.site_v_cnic_invalid,
  [formMessages.dateOfBirthInvalid]: m.site_v_date_of_birth_invalid,
  [formMessages.dateOfBirthFuture]: m.site_v_date_of_birth_future,
  [formMessages.educationRequired]: m.site_v_education_required,
  [formMessages.formTypeInvalid]: m.site_v_form_type_invalid,
  [formMessages.contactSaved]: m.site_v_contact_saved,
  [formMessages.joinUsSaved]: m.site_v_join_us_saved,
  [formMessages.membershipSaved]: m.site_v_membership_saved,

  [manualPaymentMessages.amountInvalid]: m.site_v_amount_invalid,
  [manualPaymentMessages.phoneRequired]: m.site_v_manual_phone_required,
  [manualPaymentMessages.phoneFormat]: m.site_v_manual_phone_format,
  [manualPaymentMessages.receiptRequired]: m.site_v_receipt_required,
  [manualPaymentMessages.receiptType]: m.site_v_receipt_type,
  [manualPaymentMessages.receiptUnreadable]: m.site_v_receipt_unreadable,
  [manualPaymentMessages.billingMissing]: m.site_v_billing_missing,
  [manualPaymentMessages.submitFailed]: m.site_v_submit_failed,
  [manualPaymentMessages.submitted]: m.site_v_payment_submitted,
  [manualPaymentMessages.processing]: m.site_v_processing,

  [wizardMessages.taskRequired]: m.site_v_task_required,
  [wizardMessages.customAmountRequired]: m.site_v_custom_amount_required,
  [wizardMessages.customAmountMin]: m.site_v_custom_amount_min,
  [wizardMessages.firstNameRequired]: m.site_v_wizard_first_name_required,
  [wizardMessages.lastNameRequired]: m.site_v_wizard_last_name_required,
  [wizardMessages.emailRequired]: m.site_v_wizard_email_required,
  [wizardMessages.emailInvalid]: m.site_v_wizard_email_invalid,
  [wizardMessages.streetAddressRequired]: m.site_v_street_address_required,
  [wizardMessages.countryRequired]: m.site_v_wizard_country_required,
  [wizardMessages.cityRequired]: m.site_v_wizard_city_required,
  // Also learnerMessages.phoneEmpty and phoneFormat, the same words.
  [wizardMessages.phoneRequired]: m.site_v_phone_empty,
  [wizardMessages.phoneFormat]: m.site_v_phone_country_code,
  [wizardMessages.policiesRequired]: m.site_v_policies_required,
  [wizardMessages.paymentSuccessful]: m.site_v_payment_successful,
  [wizardMessages.paymentFailed]: m.site_v_payment_failed,
  [wizardMessages.paymentFailedDetail]: m.site_v_payment_failed_detail,
  [wizardMessages.cardsUnavailable]: m.site_v_cards_unavailable,
  [wizardMessages.paymentPending]: m.site_v_payment_pending,

  [donorMessages.emailHint]: m.site_v_email_hint,
  [donorMessages.amountMismatch]: m.site_v_amount_mismatch,
  [donorMessages.bookAmountMismatch]: m.site_v_book_amount_mismatch,
  [donorMessages.quantityInvalid]: m.site_v_quantity_invalid,

  [fundMessages.unknown]: m.site_v_fund_unknown,
  [fundMessages.splitTotal]: m.site_v_fund_split_total,
  [fundMessages.splitAmount]: m.site_v_fund_split_amount,

  [trackingMessages.referenceRequired]: m.site_v_reference_required,
  [trackingMessages.referenceFormat]: m.site_v_reference_format,
  [trackingMessages.phoneFormat]: m.site_v_tracking_phone_format,
  [trackingMessages.notFound]: m.site_v_tracking_not_found,
  [trackingMessages.receiptNotReady]: m.site_v_receipt_not_ready,
  [trackingMessages.confirmationExpired]: m.site_v_confirmation_expired,

  [learnerMessages.firstNameRequired]: m.site_v_first_name_required,
  [learnerMessages.lastNameRequired]: m.site_v_last_name_required,
  [learnerMessages.emailRequired]: m.site_v_your_email_required,
  [learnerMessages.emailInvalid]: m.site_v_your_email_invalid,
  [learnerMessages.passwordRequired]: m.site_v_password_required,
  [learnerMessages.passwordMin]: m.site_v_password_min,
  [learnerMessages.passwordMax]: m.site_v_password_max,
  [learnerMessages.passwordMismatch]: m.site_v_password_mismatch,
  [learnerMessages.birthdateRequired]: m.site_v_birthdate_required,
  [learnerMessages.birthdateInvalid]: m.site_v_birthdate_invalid,
  [learnerMessages.genderInvalid]: m.site_v_gender_invalid,
  [learnerMessages.phoneRequired]: m.site_v_valid_phone_required,
  [learnerMessages.phoneLetters]: m.site_v_phone_letters,
  [learnerMessages.termsRequired]: m.site_v_terms_required,
  [learnerMessages.badCredentials]: m.site_v_bad_credentials,
  [learnerMessages.emailTaken]: m.site_v_email_taken,
  [learnerMessages.courseUnavailable]: m.site_v_course_unavailable,
  [learnerMessages.registered]: m.site_v_registered,
  [learnerMessages.loggedIn]: m.site_v_logged_in,
  [learnerMessages.loggedOut]: m.site_v_logged_out,
  [learnerMessages.resetRequested]: m.site_v_reset_requested,
  [learnerMessages.resetLinkInvalid]: m.site_v_reset_link_invalid,
  [learnerMessages.resetLinkIncomplete]: m.site_v_reset_link_incomplete,
  [learnerMessages.passwordChanged]: m.site_v_password_changed,
  [learnerMessages.enrolEmailInvalid]: m.site_v_enrol_email_invalid,
  [learnerMessages.enrolled]: m.site_v_enrolled,
  [learnerMessages.alreadyEnrolled]: m.site_v_already_enrolled,
  [learnerMessages.progressSaved]: m.site_v_progress_saved,
  [learnerMessages.viewIndexInvalid]: m.site_v_view_index_invalid,
  [learnerMessages.viewIndexRange(0)]: m.site_v_no_lessons,

  [messages.invalidData]: m.site_v_invalid_data,
  [messages.notFound]: m.site_v_not_found,
  [messages.tooManyRequests]: m.site_v_too_many_requests,
  [messages.serverError]: m.site_v_server_error,
  [messages.storageUnavailable]: m.site_v_storage_unavailable,
  [messages.storageUnavailableNothingSaved]: m.site_v_storage_unavailable_nothing_saved,
  [messages.payloadTooLarge]: m.site_v_payload_too_large,
  [messages.malformed]: m.site_v_malformed,
  [messages.methodNotAllowed]: m.site_v_method_not_allowed,
  [messages.unauthenticated]: m.site_v_unauthenticated,
  [messages.networkError]: m.site_v_network_error,

  [emptyStates.noRecord]: m.site_v_no_record,
  [emptyStates.noBooks]: m.site_v_no_books,
  [emptyStates.noBlogs]: m.site_v_no_blogs,
  [emptyStates.noVideo]: m.site_v_no_video,
  [emptyStates.noPlaylist]: m.site_v_no_playlist,
  [emptyStates.noCourses]: m.site_v_no_courses,

  [liveMessages.audioFailed]: m.site_v_live_audio_failed,
  [liveMessages.clickPlay]: m.site_v_live_click_play,
  [liveMessages.checkAgain]: m.site_v_live_check_again,
  [liveErrors.noAudio]: m.site_v_live_no_audio,
  [audioSourceLabels.youtube_live]: m.site_v_audio_youtube_live,
  [audioSourceLabels.facebook_live]: m.site_v_audio_facebook_live,
  [audioSourceLabels.playlist]: m.site_v_audio_playlist,
  // The live page's words about one platform (Facebook, YouTube), with its name kept as it is.
  ...Object.fromEntries(
    livePlatforms.flatMap((p) => {
      const platform = p === 'facebook' ? 'Facebook' : 'YouTube';
      return [
        [liveMessages[p].check, () => m.site_v_live_check_failed({ platform })],
        [liveMessages[p].fetch, () => m.site_v_live_fetch_failed({ platform })],
        [liveMessages[p].empty, () => m.site_v_live_empty({ platform })],
        [liveErrors.timeout(p), () => m.site_v_live_timeout({ platform })],
        [liveErrors.failed(p), () => m.site_v_live_unreachable({ platform })],
      ];
    }),
  ),
};

/** The fields the enrolment schema names in "The {field} field is required." */
const enrolFields: Record<string, Say> = {
  'course id': m.site_v_field_course_id,
  name: m.site_v_field_name,
  email: m.site_v_field_email,
  address: m.site_v_field_address,
  phone: m.site_v_field_phone,
  'view index': m.site_v_field_view_index,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The pattern of a message the contract builds around one value, from the contract's own words. */
const around = (build: (value: string) => string) => {
  const [before = '', after = ''] = build('\u0000').split('\u0000');
  return new RegExp(`^${escapeRegExp(before)}(.+?)${escapeRegExp(after)}$`);
};

/** The messages with a number or a name in them: their pattern, and the catalogue text built from its parts. */
const patterns: [RegExp, (match: RegExpExecArray) => string | undefined][] = [
  [around((reference) => manualSubmittedMessage(reference, 'BOOK')), ([, reference]) => m.site_v_book_order_submitted({ reference: reference! })],
  [around((reference) => manualSubmittedMessage(reference, 'DONATION')), ([, reference]) => m.site_v_manual_submitted({ reference: reference! })],
  // The fund's name comes from the API in English; it stays as it is inside the Urdu sentence.
  [around(fundMessages.refused), ([, fund]) => m.site_v_fund_refused({ fund: fund! })],
  [/^Please keep this under (\d+) characters\.$/, ([, max]) => m.site_v_too_long({ max: max! })],
  [/^This field may not be longer than (\d+) characters\.$/, ([, max]) => m.site_v_field_too_long({ max: max! })],
  [/^The receipt file must be (\d+) MB or smaller\.$/, ([, size]) => m.site_v_receipt_too_large({ size: size! })],
  [/^Server Error \((\d+)\): ([\s\S]*)$/, ([, status, body]) => m.site_v_server_error_status({ status: status!, body: body! })],
  [/^The (.+) field is required\.$/, ([, field]) => m.site_v_enrol_field_required({ field: enrolFields[field!]?.() ?? field! })],
  [
    /^The view index must be between 0 and (\d+) \((\d+) once the course is finished\)\.$/,
    ([, lessons, again]) => (lessons === again ? m.site_v_view_index_range({ lessons: lessons! }) : undefined),
  ],
];

function one(text: string): string | undefined {
  const say = Object.hasOwn(exact, text) ? exact[text] : undefined;
  if (say) return say();
  for (const [pattern, build] of patterns) {
    const match = pattern.exec(text);
    if (match) {
      const said = build(match);
      if (said !== undefined) return said;
    }
  }
  return undefined;
}

/**
 * Several messages joined with ", " (a payment's refusal lists every field's): each part that is a
 * known message, found by splitting at the joins (a message may hold a comma itself).
 */
function joined(text: string): string[] | undefined {
  const parts = text.split(', ');
  if (parts.length < 2) return undefined;
  // best[i]: the messages of parts[0..i) when they split into known ones.
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= parts.length; end++) {
    for (let start = end - 1; start >= 0 && !best[end]; start--) {
      const before = best[start];
      if (!before) continue;
      const said = one(parts.slice(start, end).join(', '));
      if (said !== undefined) best[end] = [...before, said];
    }
  }
  return best[parts.length];
}

/** The message in the page's language; a text the contract does not know comes back as it is. */
export function localizeMessage(text: string): string {
  const said = one(text);
  if (said !== undefined) return said;
  const list = joined(text);
  return list ? list.join(m.site_v_list_separator()) : text;
}
