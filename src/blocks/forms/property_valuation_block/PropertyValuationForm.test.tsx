import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactResponse, MunicipalityEntry } from '../../../api/contentApi';
import { formUser } from '../../testing/formUser';
import { pasteInto } from '../../testing/pasteInto';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';
import { createFakeCaptcha } from '../../testing/fakeCaptcha';

const propertyValuationBlock = getBlockDefinition('property_valuation_block')!;

const captcha = createFakeCaptcha();

type ContactCall = (args: { micrositeId: string; siteKey: string; locale: string; body: Record<string, string> }) => Promise<ContactResponse>;

const MUNICIPALITIES: MunicipalityEntry[] = [
  { MUN_CODE: '58007', DESCRIPTION: 'Brossard', latitude: 45.45, longitude: -73.46, population: 91525 },
  { MUN_CODE: '58227', DESCRIPTION: 'Longueuil', latitude: 45.53, longitude: -73.51, population: 254483 },
];

async function renderValuation(locale: 'fr' | 'en', contact?: ContactCall, municipalities: () => Promise<MunicipalityEntry[]> = async () => MUNICIPALITIES) {
  const call = vi.fn<ContactCall>(contact ?? (async () => ({ status: 200, data: { status: 'success' } })));
  const view = await renderBlock(propertyValuationBlock, {}, { captcha, locale, api: { contact: call, municipalities } });
  return { ...view, contact: call, user: formUser() };
}

type User = ReturnType<typeof formUser>;
const T = {
  en: {
    start: 'Start the evaluation', next: 'Next', submit: 'Submit', required: 'Required field', invalid: 'Invalid format', municipality: /^Municipality/,
    type: /^Property type/, year: /^Year of construction/, bedrooms: /^Bedrooms/, bathrooms: /^Bathrooms/, parking: /^Parking/, garage: /^Garages/,
    living: /^Living area/, land: /^Lot area/, first: /^First name/, last: /^Last name/, phone: /^Phone/, email: /^Email/, address: /^Address/, postal: /^Postal code/, city: /^City/,
    house: 'House', metric: 'Metric (m²)', yes: 'Yes', no: 'No', reason: /why are you thinking of selling/i,
  },
  fr: {
    start: 'Commencer l’évaluation', next: 'Suivant', submit: 'Envoyer', required: 'Champ obligatoire', invalid: 'Format invalide', municipality: /^Municipalité/,
    type: /^Type de propriété/, year: /^Année de construction/, bedrooms: /^Chambres/, bathrooms: /^Salles de bain/, parking: /^Stationnements/, garage: /^Garages/,
    living: /^Superficie habitable/, land: /^Superficie du terrain/, first: /^Prénom/, last: /^Nom/, phone: /^Téléphone/, email: /^Courriel/, address: /^Adresse/, postal: /^Code postal/, city: /^Ville/,
    house: 'Maison', metric: 'Métrique (m²)', yes: 'Oui', no: 'Non', reason: /pourquoi songez-vous à vendre/i,
  },
};
const alertList = () => screen.getByRole('alert');
const box = (name: RegExp) => screen.getByRole('textbox', { name });

async function start(user: User, locale: 'fr' | 'en') {
  const button = await screen.findByRole('button', { name: T[locale].start });
  await vi.waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

async function pickMunicipality(user: User, locale: 'fr' | 'en') {
  await user.type(screen.getByRole('combobox', { name: T[locale].municipality }), 'Long');
  await user.click(await screen.findByRole('option', { name: 'Longueuil' }));
}

async function fillStep2(user: User, locale: 'fr' | 'en') {
  const t = T[locale];
  await user.click(screen.getByRole('button', { name: new RegExp(t.type.source.slice(1)) }));
  await user.click(await screen.findByRole('option', { name: t.house }));
  await pasteInto(user, box(t.year), '1987');
  await pasteInto(user, box(t.bedrooms), '3');
  await pasteInto(user, box(t.bathrooms), '2');
  await pasteInto(user, box(t.parking), '0');
  await pasteInto(user, box(t.garage), '1');
}

/** Answers steps 1 and 2, leaving the form on step 3 (the areas). */
async function completeToStep3(user: User, locale: 'fr' | 'en') {
  const t = T[locale];
  await start(user, locale);
  await pickMunicipality(user, locale);
  await user.click(screen.getByRole('button', { name: t.next }));
  await fillStep2(user, locale);
  await user.click(screen.getByRole('button', { name: t.next }));
}

/** Answers steps 1 to 3 (the areas in `livingArea` and 0), leaving the form on step 4. */
async function completeToStep4(user: User, locale: 'fr' | 'en', livingArea = '1450') {
  const t = T[locale];
  await completeToStep3(user, locale);
  await pasteInto(user, box(t.living), livingArea);
  await pasteInto(user, box(t.land), '0');
  await user.click(screen.getByRole('button', { name: t.next }));
}

async function fillContact(user: User, locale: 'fr' | 'en') {
  const t = T[locale];
  await pasteInto(user, box(t.first), 'Marc');
  await pasteInto(user, box(t.last), 'Pelletier');
  await user.type(box(t.phone), '4505550199');
  await pasteInto(user, box(t.email), 'marc.pelletier@example.ca');
}

async function fillAddress(user: User, locale: 'fr' | 'en') {
  const t = T[locale];
  await pasteInto(user, box(t.address), '120 rue Saint-Charles Ouest');
  await user.type(box(t.postal), 'j4h1c7');
  await pasteInto(user, box(t.city), 'Longueuil');
}

beforeEach(() => {
  sessionStorage.clear();
  captcha.ready = true;
  captcha.getToken.mockClear();
  captcha.reset.mockClear();
});

describe('property_valuation_block — start', () => {
  it('keeps start disabled until the municipalities are loaded, then opens step 1 of 7', async () => {
    let resolve!: (list: MunicipalityEntry[]) => void;
    const { user } = await renderValuation('en', undefined, () => new Promise((r) => (resolve = r)));
    const button = screen.getByRole('button', { name: T.en.start });
    expect(button).toBeDisabled();
    await act(async () => resolve(MUNICIPALITIES));
    expect(button).toBeEnabled();
    await user.click(button);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 7');
  });
});

describe.each(['en', 'fr'] as const)('property_valuation_block — validation of each step (%s)', (locale) => {
  const t = T[locale];
  it('shows the messages of steps 1 and 2 and advances only when each is valid', async () => {
    const { user } = await renderValuation(locale);
    await start(user, locale);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', locale === 'en' ? 'Step 1 of 7' : 'Étape 1 sur 7');

    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The municipality is required' : 'La municipalité est obligatoire');
    expect(screen.getByRole('combobox', { name: t.municipality })).toHaveAttribute('aria-invalid', 'true');
    await pickMunicipality(user, locale);
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 2: every field required, 0 accepted, year 4 digits.
    await user.click(screen.getByRole('button', { name: t.next }));
    for (const message of locale === 'en'
      ? ['The property type is required', 'The year of construction is required', 'The number of bedrooms is required', 'The number of bathrooms is required', 'The number of parking spaces is required', 'The number of garages is required']
      : ['Le type de propriété est obligatoire', 'L’année de construction est obligatoire', 'Le nombre de chambres est obligatoire', 'Le nombre de salles de bain est obligatoire', 'Le nombre de stationnements est obligatoire', 'Le nombre de garages est obligatoire']) {
      expect(alertList()).toHaveTextContent(message);
    }
    expect(screen.getAllByText(t.required)).toHaveLength(6);
    await fillStep2(user, locale);
    await user.clear(box(t.year));
    await user.type(box(t.year), '19871');
    expect(box(t.year)).toHaveValue('1987');
    await user.clear(box(t.year));
    await user.type(box(t.year), '198');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(t.invalid);
    expect(box(t.year)).toHaveFocus();
    await user.type(box(t.year), '7');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', locale === 'en' ? 'Step 3 of 7' : 'Étape 3 sur 7');
  });

  it('shows the messages of step 3, whose areas take up to 6 digits in the unit of the system and the language', async () => {
    const { user } = await renderValuation(locale);
    await completeToStep3(user, locale);

    // Step 3: areas required (0 accepted), up to 6 digits; the unit follows the system and the language.
    expect(screen.getAllByText(locale === 'fr' ? 'pi²' : 'ft²')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The living area is required' : 'La superficie habitable est obligatoire');
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The lot area is required' : 'La superficie du terrain est obligatoire');
    expect(box(t.living)).toHaveFocus();
    await user.type(box(t.living), '1234567');
    expect(box(t.living)).toHaveValue('123456');
    await user.type(box(t.land), '0');
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', locale === 'en' ? 'Step 4 of 7' : 'Étape 4 sur 7');
  });

  it('lets the optional steps 4 and 5 pass, then shows the messages of steps 6 and 7 and never submits an invalid form', async () => {
    const { user, contact } = await renderValuation(locale);
    await completeToStep4(user, locale);
    // Steps 4 and 5 are optional.
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(screen.getByRole('textbox', { name: t.reason })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 6: contact details.
    await user.click(screen.getByRole('button', { name: t.next }));
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The first name is required' : 'Le prénom est obligatoire');
    expect(alertList()).toHaveTextContent(locale === 'en' ? 'The phone number is required' : 'Le numéro de téléphone est obligatoire');
    await fillContact(user, locale);
    await user.click(screen.getByRole('button', { name: t.next }));

    // Step 7: address, postal code, city.
    expect(screen.getByRole('button', { name: t.submit })).toBeDisabled();
    await pasteInto(user, box(t.address), '120 rue Saint-Charles Ouest');
    await pasteInto(user, box(t.city), 'Longueuil');
    await user.type(box(t.postal), 'J4H 1C');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(alertList()).toHaveTextContent(t.invalid);
    expect(box(t.postal)).toHaveAttribute('aria-invalid', 'true');
    expect(contact).not.toHaveBeenCalled();
  });
});

describe('property_valuation_block — municipality combo box', () => {
  it('keeps the typed text when the page scrolls under the open list, and shows the choice once focus leaves', async () => {
    const { user } = await renderValuation('en');
    await start(user, 'en');
    const combo = screen.getByRole('combobox', { name: T.en.municipality });
    await user.type(combo, 'Lo');
    expect(await screen.findByRole('option', { name: 'Longueuil' })).toBeInTheDocument();
    // An image loading above, or a phone's keyboard opening, scrolls the page: the list closes.
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    expect(combo).toHaveValue('Lo');
    await user.type(combo, 'ng');
    expect(combo).toHaveValue('Long');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Longueuil']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combo).toHaveValue('Longueuil');
    // Text that matches no choice gives way to the chosen municipality when the visitor moves on.
    await user.type(combo, 'xyz');
    await user.tab();
    expect(combo).toHaveValue('Longueuil');
  });
});

describe('property_valuation_block — submission', () => {
  it.each([
    ['fr', 'pi²'],
    ['en', 'ft²'],
  ] as const)('posts the valuation payload with the spec field names (%s, imperial sent as %s)', async (locale, unit) => {
    const { user, contact } = await renderValuation(locale);
    const t = T[locale];
    await completeToStep4(user, locale);
    const [report, available] = screen.getAllByRole('radiogroup');
    await user.click(within(report!).getByRole('radio', { name: t.yes }));
    await user.click(within(available!).getByRole('radio', { name: t.no }));
    await user.click(screen.getByRole('button', { name: t.next }));
    await pasteInto(user, box(t.reason), 'Moving closer to family');
    await user.click(screen.getByRole('button', { name: t.next }));
    await fillContact(user, locale);
    await user.click(screen.getByRole('button', { name: t.next }));
    await fillAddress(user, locale);
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(locale === 'en' ? 'Request Sent' : 'Demande envoyée');
    expect(captcha.getToken).toHaveBeenCalledWith('property_valuation');
    expect(contact.mock.calls[0]![0].body).toEqual({
      recaptcha_response: 'captcha-token',
      form_type: 'property_valuation',
      locale,
      full_name: 'Marc Pelletier',
      first_name: 'Marc',
      last_name: 'Pelletier',
      phone: '(450) 555-0199',
      email: 'marc.pelletier@example.ca',
      address: '120 rue Saint-Charles Ouest',
      postal_code: 'J4H 1C7',
      city: 'Longueuil',
      province: locale === 'fr' ? 'Québec' : 'Quebec',
      country: 'Canada',
      municipality: 'Longueuil',
      property_type: 'maison',
      year_of_construction: '1987',
      nb_bedrooms: '3',
      nb_bathrooms: '2',
      nb_parking: '0',
      nb_garage: '1',
      living_area: `1450 ${unit}`,
      land_area: '',
      evaluation_report: '1',
      availability_of_report: '0',
      reason_for_sale: 'Moving closer to family',
      renos_and_improvments: '',
      consent_transaction: '0',
      consent_marketing: '0',
      website: '',
    });
  });

  it('sends metric areas in m² and keeps every answer when the submission fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, contact } = await renderValuation('en', async () => Promise.reject(new TypeError('Failed to fetch')));
    const t = T.en;
    await start(user, 'en');
    await pickMunicipality(user, 'en');
    await user.click(screen.getByRole('button', { name: t.next }));
    await fillStep2(user, 'en');
    await user.click(screen.getByRole('button', { name: t.next }));
    await user.click(screen.getByRole('radio', { name: t.metric }));
    expect(screen.getAllByText('m²')).toHaveLength(2);
    await pasteInto(user, box(t.living), '135');
    await pasteInto(user, box(t.land), '600');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: t.next }));
    await fillContact(user, 'en');
    await user.click(screen.getByRole('button', { name: t.next }));
    await fillAddress(user, 'en');
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText('The request could not be submitted')).toBeVisible();
    expect(alertList()).toHaveTextContent('An error occurred while submitting the form. Please try again later.');
    expect(contact.mock.calls[0]![0].body).toMatchObject({ living_area: '135 m²', land_area: '600 m²' });
    expect(box(t.postal)).toHaveValue('J4H 1C7');
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(box(t.living)).toHaveValue('135');
    expect(screen.getByRole('radio', { name: t.metric })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(box(t.year)).toHaveValue('1987');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('combobox', { name: t.municipality })).toHaveValue('Longueuil');
  });
});
