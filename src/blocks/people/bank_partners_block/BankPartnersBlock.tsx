/**
 * Bank partners (spec 001 §2 "bank partners with name filter", §3 "Bank partner", §9 "bank
 * partners all"): a search field filtering the banks by name — a bank's own name or one of its
 * contact people's, ignoring case and accents — then every matching bank: its logo (or the partner
 * placeholder), its name and its contact people (portrait or placeholder, name, role, icon rows).
 * A polite live region says how many banks match; no match shows a short message.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import layout from '../../content/_parts/layout.module.css';
import { IconList } from '../_parts/IconList';
import { PersonAvatar } from '../_parts/PersonAvatar';
import { SectionHeader } from '../_parts/SectionHeader';
import people from '../_parts/people.module.css';
import type { BankPartnerItemValue } from '../bank_partner_item/schema';
import type { bankPartnersFields, bankPartnersParams } from './schema';
import styles from './BankPartnersBlock.module.css';

/** Text folded for matching: lower case, without accents, single spaces. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('fr').replace(/\s+/g, ' ').trim();
}

/** The banks whose name, or one of whose contact people's name, contains the query (all for an empty query). */
export function banksMatching(banks: ReadonlyArray<BankPartnerItemValue>, query: string): BankPartnerItemValue[] {
  const wanted = foldText(query);
  if (!wanted) return [...banks];
  return banks.filter(
    (bank) => foldText(bank.fields.name).includes(wanted) || bank.fields.employees_repeater.some((employee) => foldText(employee.fields.person_name).includes(wanted)),
  );
}

export function BankPartnersBlock({ fields, index }: BlockProps<typeof bankPartnersFields, typeof bankPartnersParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const shown = banksMatching(fields.bank_partners_repeater, query);
  const NameTag = index === 0 ? 'h2' : 'h3';

  return (
    <section className={layout.section}>
      <div className={people.inner}>
        <SectionHeader index={index} superTitle={fields.super_title} title={fields.main_title} description={fields.description} />
        <div className={styles.search}>
          <label htmlFor={inputId} className={styles.label}>
            {intl.formatMessage({ id: 'bank-partners.filter-label' })}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'bank-partners.filter-placeholder' })}
            autoComplete="off"
          />
        </div>
        <p className={people.srOnly} aria-live="polite" aria-atomic="true" data-testid="bank-partners-status">
          {intl.formatMessage({ id: 'bank-partners.count' }, { count: shown.length })}
        </p>
        {shown.length ? (
          <ul className={styles.list}>
            {shown.map((bank, position) => (
              <li key={`${position}-${bank.fields.name}`} className={styles.bank} data-testid="bank-partner">
                <div className={styles.bankHeader}>
                  <div className={styles.logo}>
                    <Image value={bank.fields.logo} placeholder="partner" fit="contain" aspectRatio="4 / 1" sizes="200px" />
                  </div>
                  <NameTag className={styles.bankName}>{bank.fields.name}</NameTag>
                </div>
                {bank.fields.employees_repeater.length ? (
                  <ul className={styles.employees} aria-label={intl.formatMessage({ id: 'bank-partners.employees' }, { bank: bank.fields.name })}>
                    {bank.fields.employees_repeater.map((employee, rank) => (
                      <li key={rank} className={styles.employee} data-testid="bank-employee">
                        <PersonAvatar value={employee.fields.person_avatar} size={56} />
                        <div className={styles.employeeText}>
                          <p className={people.name}>{employee.fields.person_name}</p>
                          {localize(employee.fields.person_subtitle) ? <p className={people.subtitle}>{localize(employee.fields.person_subtitle)}</p> : null}
                          <IconList items={employee.fields.list_items_repeater} className={styles.icons} />
                        </div>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{intl.formatMessage({ id: 'bank-partners.empty' }, { query })}</p>
        )}
      </div>
    </section>
  );
}
