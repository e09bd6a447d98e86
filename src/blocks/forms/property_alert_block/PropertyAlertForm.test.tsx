import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactResponse, MunicipalityEntry } from '../../../api/contentApi';
import { formUser } from '../../testing/formUser';
import { pasteInto } from '../../testing/pasteInto';
import { renderBlock } from '../../testing/renderBlock';
import { CONTACT_INFO_STORAGE_KEY } from '../../runtime/stores';
import { getBlockDefinition } from '../../registry';
import { ALERT_CONSENT_WORDING } from '../../../schema/alertConsent';
import { createFakeCaptcha } from '../../testing/fakeCaptcha';

const propertyAlertBlock = getBlockDefinition('property_alert_block')!;

const captcha = createFakeCaptcha();

type ContactCall = (args: { micrositeId: string; siteKey: string; locale: string; body: Record<string, string> }) => Promise<ContactResponse>;

const MUNICIPALITIES: MunicipalityEntry[] = [
  { MUN_CODE: '58007', DESCRIPTION: 'Brossard', latitude: 45.45, longitude: -73.46, population: 91525 },
  { MUN_CODE: '58227', DESCRIPTION: 'Longueuil', latitude: 45.53, longitude: -73.51, population: 254483 },
  { MUN_CODE: '58012', DESCRIPTION: 'Saint-Lambert', latitude: 45.5, longitude: -73.5, population: 21861 },
];

async function renderAlert(options: { locale?: 'fr' | 'en'; contact?: ContactCall; municipalities?: () => Promise<MunicipalityEntry[]> } = {}) {
  const contact = vi.fn<ContactCall>(options.contact ?? (async () => ({ status: 200, data: { status: 'success' } })));
  const municipalities = vi.fn(options.municipalities ?? (async () => MUNICIPALITIES));
  const view = await renderBlock(propertyAlertBlock, {}, { captcha, locale: options.locale ?? 'en', api: { contact, municipalities } });
  return { ...view, contact, municipalities, user: formUser() };
}

type User = ReturnType<typeof formUser>;
const T = {
  en: {
    start: 'Sign up for alerts', next: 'Next', previous: 'Previous', submit: 'Submit', required: 'Required field', invalid: 'Invalid format',
    title: 'Please correct the following', search: /search a city/i, moving: /when would you like to move/i, situation: /current situation/i,
    bedrooms: /^Bedrooms/, bathrooms: /^Bathrooms/, first: /^First name/, last: /^Last name/, phone: /^Phone/, email: /^Email/,
    address: /^Address/, postal: /^Postal code/, city: /^City/,
  },
  fr: {
    start: 'Inscrivez-vous aux alertes', next: 'Suivant', previous: 'Précédent', submit: 'Envoyer', required: 'Champ obligatoire', invalid: 'Format invalide',
    title: 'Veuillez corriger les éléments suivants', search: /rechercher une ville/i, moving: /quand aimeriez-vous déménager/i, situation: /situation actuelle/i,
    bedrooms: /^Chambres/, bathrooms: /^Salles de bain/, first: /^Prénom/, last: /^Nom/, phone: /^Téléphone/, email: /^Courriel/,
    address: /^Adresse/, postal: /^Code postal/, city: /^Ville/,
  },
};

const alertList = () => screen.getByRole('alert');

async function start(user: User, locale: 'fr' | 'en') {
  const button = await screen.findByRole('button', { name: T[locale].start });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function pickCity(user: User, locale: 'fr' | 'en', name: string) {
  await user.type(screen.getByRole('searchbox', { name: T[locale].search }), name.slice(0, 4));
  await user.click(screen.getByRole('option', { name }));
  await user.clear(screen.getByRole('searchbox', { name: T[locale].search }));
}

/** Answers steps 1 to 3 (Longueuil, the first choices, the budget as it is), leaving the form on step 4. */
async function completeToStep4(user: User, locale: 'fr' | 'en') {
  const t = T[locale];
  await start(user, locale);
  await pickCity(user, locale, 'Longueuil');
  await user.click(screen.getByRole('button', { name: t.next }));
  await user.click(within(screen.getByRole('radiogroup', { name: t.moving })).getAllByRole('radio')[0]!);
  await user.click(within(screen.getByRole('radiogroup', { name: t.situation })).getAllByRole('radio')[0]!);
  await user.click(screen.getByRole('button', { name: t.next }));
  await user.click(screen.getByRole('button', { name: t.next }));
}

/** Fills step 6 with a valid address in Longueuil, the postal code typed (its mask formats it). */
async function fillAddress(user: User, locale: 'fr' | 'en', postal = 'J4H 3M2') {
  const t = T[locale];
  await pasteInto(user, screen.getByRole('textbox', { name: t.address }), '825 chemin de Chambly');
  await user.type(screen.getByRole('textbox', { name: t.postal }), postal);
  await pasteInto(user, screen.getByRole('textbox', { name: t.city }), 'Longueuil');
}

/** Completes steps 1–5 with valid answers, leaving the form on step 6. */
async function completeToAddress(user: User, locale: 'fr' | 'en') {
  const t = T[locale];
  await start(user, locale);
  await pickCity(user, locale, 'Longueuil');
  await pickCity(user, locale, 'Brossard');
  await user.click(screen.getByRole('button', { name: t.next }));
  await user.click(within(screen.getByRole('radiogroup', { name: t.moving })).getAllByRole('radio')[1]!);
  await user.click(within(screen.getByRole('radiogroup', { name: t.situation })).getAllByRole('radio')[1]!);
  await user.click(screen.getByRole('button', { name: t.next }));
  // Step 3: move the maximum down two steps from "no maximum" (10 M → 4 M).
  const [, maxThumb] = screen.getAllByRole('slider');
  act(() => maxThumb!.focus());
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  await user.click(screen.getByRole('button', { name: t.next }));
  await user.click(screen.getByRole('checkbox', { name: locale === 'en' ? 'House' : 'Maison' }));
  await user.click(screen.getByRole('checkbox', { name: 'Condo' }));
  await pasteInto(user, screen.getByRole('textbox', { name: t.bedrooms }), '3');
  await pasteInto(user, screen.getByRole('textbox', { name: t.bathrooms }), '0');
  await user.click(screen.getByRole('button', { name: t.next }));
  await pasteInto(user, screen.getByRole('textbox', { name: t.first }), 'Émilie');
  await pasteInto(user, screen.getByRole('textbox', { name: t.last }), 'Côté');
  await user.type(screen.getByRole('textbox', { name: t.phone }), '4505550182');
  await pasteInto(user, screen.getByRole('textbox', { name: t.email }), 'emilie.cote@example.ca');
  await user.click(screen.getByRole('radio', { name: locale === 'en' ? 'Text message' : 'Texto' }));
  await user.click(screen.getByRole('button', { name: t.next }));
}

beforeEach(() => {
  window.history.pushState({}, '', '/');
  sessionStorage.clear();
  captcha.ready = true;
  captcha.getToken.mockClear();
  captcha.reset.mockClear();
});

describe('property_alert_block — start', () => {
  it('keeps start disabled until the municipalities are loaded', async () => {
    let resolve!: (list: MunicipalityEntry[]) => void;
    const { municipalities } = await renderAlert({ municipalities: () => new Promise((r) => (resolve = r)) });
    const button = screen.getByRole('button', { name: 'Sign up for alerts' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => resolve(MUNICIPALITIES));
    expect(button).toBeEnabled();
    expect(municipalities).toHaveBeenCalledTimes(1);
  });

  it('keeps start disabled without a captcha', async () => {
    captcha.ready = false;
    await renderAlert();
    const button = screen.getByRole('button', { name: 'Sign up for alerts' });
    await act(async () => {});
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/anti-robot/);
  });

  it('offers a retry when the municipalities fail to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    const { user } = await renderAlert({ municipalities: async () => (++calls === 1 ? Promise.reject(new Error('down')) : MUNICIPALITIES) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign up for alerts' })).toBeEnabled());
  });
});

describe.each(['en', 'fr'] as const)('property_alert_block — validation of each step (%s)', (locale) => {
  const t = T[locale];
  it('shows the messages of steps 1 to 3, advances only when each is valid and goes back with the answers kept', async () => {
    const { user } = await renderAlert({ locale });
    await start(user, locale);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', locale === 'en' ? 'Step 1 of 6' : 'Étape 1 sur 6');

    // Step 1: municipalities required.
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(t.title);
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The municipality is required' : 'La municipalité est obligatoire');
    const search = screen.getByRole('searchbox', { name: t.search });
    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(search).toHaveFocus();
    expect(screen.getByText(t.required)).toBeVisible();
    await pickCity(user, locale, 'Longueuil');
    expect(screen.queryByText(t.required)).toBeNull();
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 2: moving date and current situation required.
    expect(screen.getByRole('heading', { name: locale === 'en' ? 'Your project' : 'Votre projet' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The moving date is required' : 'La date de déménagement est obligatoire');
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The current situation is required' : 'La situation actuelle est obligatoire');
    expect(screen.getAllByText(t.required)).toHaveLength(2);
    expect(within(screen.getByRole('radiogroup', { name: t.moving })).getAllByRole('radio')[0]).toHaveFocus();
    await user.click(within(screen.getByRole('radiogroup', { name: t.moving })).getAllByRole('radio')[0]!);
    await user.click(within(screen.getByRole('radiogroup', { name: t.situation })).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 3: budget has no rule; previous goes back with the answers kept.
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: t.previous }));
    expect(within(screen.getByRole('radiogroup', { name: t.moving })).getAllByRole('radio')[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: t.next }));
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', locale === 'en' ? 'Step 4 of 6' : 'Étape 4 sur 6');
  });

  it('shows the messages of steps 4 to 6 and never submits an invalid form', async () => {
    const { user, contact } = await renderAlert({ locale });
    await completeToStep4(user, locale);

    // Step 4: bedrooms and bathrooms required, 2-digit masks.
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The number of bedrooms is required' : 'Le nombre de chambres est obligatoire');
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The number of bathrooms is required' : 'Le nombre de salles de bain est obligatoire');
    const bedrooms = screen.getByRole('textbox', { name: t.bedrooms });
    expect(bedrooms).toHaveFocus();
    expect(bedrooms).toHaveAttribute('aria-invalid', 'true');
    expect(bedrooms.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(bedrooms, '1a23');
    expect(bedrooms).toHaveValue('12');
    await user.type(screen.getByRole('textbox', { name: t.bathrooms }), '2');
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 5: contact details required; malformed phone and email are invalid.
    await user.click(screen.getByRole('button', { name: t.next }));
    for (const message of locale === 'en'
      ? ['The first name is required', 'The last name is required', 'The phone number is required', `Email: ${t.required}`]
      : ['Le prénom est obligatoire', 'Le nom est obligatoire', 'Le numéro de téléphone est obligatoire', `Courriel : ${t.required}`]) {
      expect(alertList()).toHaveTextContent(message);
    }
    expect(screen.getByRole('textbox', { name: t.first })).toHaveFocus();
    await pasteInto(user, screen.getByRole('textbox', { name: t.first }), 'Luc');
    await pasteInto(user, screen.getByRole('textbox', { name: t.last }), 'Bergeron');
    await user.type(screen.getByRole('textbox', { name: t.phone }), '450555');
    await pasteInto(user, screen.getByRole('textbox', { name: t.email }), 'luc@exemple');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getAllByText(t.invalid)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: t.phone })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: t.phone }), '0182');
    expect(screen.getByRole('textbox', { name: t.phone })).toHaveValue('(450) 555-0182');
    await user.type(screen.getByRole('textbox', { name: t.email }), '.ca');
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 6: submit disabled until address, postal code and city are filled; postal code checked.
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Province/ })).toHaveValue(locale === 'en' ? 'Quebec' : 'Québec');
    expect(screen.getByRole('textbox', { name: locale === 'en' ? /^Country/ : /^Pays/ })).toHaveValue('Canada');
    await pasteInto(user, screen.getByRole('textbox', { name: t.address }), '825 chemin de Chambly');
    await user.type(screen.getByRole('textbox', { name: t.postal }), 'j4h');
    await pasteInto(user, screen.getByRole('textbox', { name: t.city }), 'Longueuil');
    expect(screen.getByRole('textbox', { name: t.postal })).toHaveValue('J4H');
    await user.click(submit);
    expect(alertList()).toHaveTextContent(locale === 'en' ? `Postal code: ${t.invalid}` : `Code postal : ${t.invalid}`);
    expect(contact).not.toHaveBeenCalled();
  });
});

describe('property_alert_block — submission', () => {
  it('posts the alert payload with the spec field names and the page, then asks to confirm from the inbox and locks the form', async () => {
    window.history.pushState({}, '', '/fr/acheter');
    const { user, contact } = await renderAlert({ locale: 'fr' });
    await completeToAddress(user, 'fr');
    // The alert consent is shown above the submit button, in the visitor's language.
    expect(screen.getByText(ALERT_CONSENT_WORDING.fr)).toBeVisible();
    await fillAddress(user, 'fr', 'j4h3m2');
    await user.click(screen.getByRole('checkbox', { name: /analyses du marché/i }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Demande envoyée');
    expect(success).toHaveTextContent(
      'Vérifiez votre boîte de réception : nous vous avons envoyé un courriel avec un lien pour confirmer votre abonnement. Vos alertes commenceront une fois l’abonnement confirmé (le lien est valide pendant 7 jours).',
    );
    expect(success).not.toHaveTextContent('Votre demande a été envoyée avec succès');
    expect(captcha.getToken).toHaveBeenCalledWith('property_alert');
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(contact).toHaveBeenCalledTimes(1);
    const { body, locale, micrositeId } = contact.mock.calls[0]![0];
    expect(locale).toBe('fr');
    expect(micrositeId).toBe('demo-microsite');
    expect(body).toEqual({
      recaptcha_response: 'captcha-token',
      form_type: 'property_alert',
      locale: 'fr',
      full_name: 'Émilie Côté',
      first_name: 'Émilie',
      last_name: 'Côté',
      phone: '(450) 555-0182',
      email: 'emilie.cote@example.ca',
      preferred_method_of_contact: 'text',
      address: '825 chemin de Chambly',
      postal_code: 'J4H 3M2',
      city: 'Longueuil',
      province: 'Québec',
      country: 'Canada',
      municipality: 'Longueuil, Brossard',
      desired_moving_timeframe: '60-120-days',
      current_client_situation: 'tenant',
      budget_min: '0',
      budget_max: '4000000',
      property_type: 'maison,condo',
      nb_bedrooms: '3',
      nb_bathrooms: '0',
      consent_transaction: '0',
      consent_marketing: '1',
      website: '',
      page: '/fr/acheter',
    });
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    // The visitor's contact info is kept for the next form (session storage).
    expect(JSON.parse(sessionStorage.getItem(CONTACT_INFO_STORAGE_KEY)!)).toEqual({
      firstname: 'Émilie',
      lastname: 'Côté',
      phone: '(450) 555-0182',
      email: 'emilie.cote@example.ca',
    });
  });

  it('says so in English when the confirmation e-mail could not be sent, and shows the English consent', async () => {
    const { user } = await renderAlert({ contact: async () => ({ status: 200, data: { status: 'success', alert_confirmation: 'not_sent' } }) });
    await completeToAddress(user, 'en');
    expect(screen.getByText(ALERT_CONSENT_WORDING.en)).toBeVisible();
    await fillAddress(user, 'en');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Request Sent');
    expect(success).toHaveTextContent(
      'Your request has been received, but the email to confirm your subscription could not be sent. Your alerts will start only once your address is confirmed: please try again later or contact us.',
    );
    expect(success).not.toHaveTextContent('Check your inbox');
  });

  it('sends budget min 0 and no maximum when the budget is left untouched', async () => {
    const { user, contact } = await renderAlert();
    await start(user, 'en');
    await pickCity(user, 'en', 'Saint-Lambert');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '0 to 60 days' }));
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('slider')[1]).toHaveAttribute('aria-valuetext', 'No maximum');
    expect(screen.getAllByRole('slider')[0]).toHaveAttribute('aria-valuetext', '$0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.bedrooms }), '2');
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.bathrooms }), '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.first }), 'Ann');
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.last }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: T.en.phone }), '5145550100');
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.email }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.address }), '1 Victoria Ave');
    await user.type(screen.getByRole('textbox', { name: T.en.postal }), 'J4P 1A1');
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.city }), 'Saint-Lambert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Request Sent');
    expect(contact.mock.calls[0]![0].body).toMatchObject({ budget_min: '0', budget_max: '', property_type: '', municipality: 'Saint-Lambert', preferred_method_of_contact: 'email', province: 'Quebec' });
  });

  it('keeps every answer after a failed submission and adds the submit error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderAlert({ contact: async () => ({ status: 500, data: null }) });
    await completeToAddress(user, 'en');
    await fillAddress(user, 'en');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The request could not be submitted')).toBeVisible();
    expect(alertList()).toHaveTextContent('An error occurred while submitting the form. Please try again later.');
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: T.en.address })).toHaveValue('825 chemin de Chambly');
    expect(screen.getByRole('textbox', { name: T.en.address })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // Every earlier answer is still there.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: T.en.phone })).toHaveValue('(450) 555-0182');
    expect(screen.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: T.en.bedrooms })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'House' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getAllByRole('slider')[1]).toHaveAttribute('aria-valuetext', '$4,000,000');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: '60 to 120 days' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('row', { name: 'Longueuil' })).toBeInTheDocument();
  });

  it('adds the server field errors of a refused submission to the list, the answers kept', async () => {
    const { user, contact } = await renderAlert({
      contact: async () => ({ status: 422, data: { status: 'error', errors: { postal_code: ['lead-form.errors.invalid-format'] } } }),
    });
    await completeToAddress(user, 'en');
    await fillAddress(user, 'en');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(alertList()).toHaveTextContent('Postal code: Invalid format'));
    expect(alertList()).toHaveTextContent('The request could not be submitted');
    expect(screen.getByRole('textbox', { name: T.en.postal })).toHaveValue('J4H 3M2');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(contact).toHaveBeenCalledTimes(1);
  });

  it('prefills the contact step from the visitor contact info in session storage', async () => {
    sessionStorage.setItem(CONTACT_INFO_STORAGE_KEY, JSON.stringify({ firstname: 'Luc', lastname: 'Roy', email: 'luc@example.ca', phone: '(514) 555-0000' }));
    const { user } = await renderAlert();
    await start(user, 'en');
    await pickCity(user, 'en', 'Brossard');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: '0 to 60 days' }));
    await user.click(screen.getByRole('radio', { name: 'Owner' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.bedrooms }), '2');
    await pasteInto(user, screen.getByRole('textbox', { name: T.en.bathrooms }), '1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: T.en.first })).toHaveValue('Luc');
    expect(screen.getByRole('textbox', { name: T.en.email })).toHaveValue('luc@example.ca');
  });
});
