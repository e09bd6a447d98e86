/**
 * Mortgage default insurance ("assurance prêt hypothécaire") as dated rule tables.
 *
 * A buyer who puts down less than 20 % of the price needs an insured ("high-ratio") mortgage: the
 * insurer (CMHC, Sagen or Canada Guaranty; all three publish the same schedule) charges a one-time
 * premium, a percentage of the whole loan chosen by the loan-to-value tier, which lenders add to the
 * loan. In Quebec a 9 % tax on insurance premiums applies to it; that tax cannot be added to the
 * loan and is paid at the notary's when the deed is signed.
 *
 * The figures are data, not code branches; {@link computeDefaultInsurance} is their one
 * interpreter. Every table names its sources; a figure that could not be confirmed says so.
 *
 * - `federal-2024-12-15`: the federal rules in force since 2024-12-15 (insured loans for a price
 *   below 1 500 000; 30-year amortization for first-time buyers and buyers of a newly built home,
 *   25 years otherwise), with the premium schedule in force since 2017-03-17.
 *
 * Amounts are CAD; rates are fractions (0.04 for 4 %).
 */

/** One loan-to-value tier of the premium schedule. */
export interface PremiumTier {
  /** Upper bound of the tier, loan-to-value in basis points, inclusive (9500 = 95.00 %). */
  upToLtvBasisPoints: number;
  /** Premium as a fraction of the whole loan (0.031 for 3.10 %). */
  rate: number;
}

export const DEFAULT_INSURANCE_TABLE_IDS = ['federal-2024-12-15'] as const;
export type DefaultInsuranceTableId = (typeof DEFAULT_INSURANCE_TABLE_IDS)[number];

export interface DefaultInsuranceTable {
  id: DefaultInsuranceTableId;
  /** ISO date (yyyy-mm-dd) from which these rules apply. */
  effectiveFrom: string;
  /** Insurance is required when the loan is above this share of the price (basis points; 8000 = 80 %). */
  requiredAboveLtvBasisPoints: number;
  /** Insured loans only for a price strictly below this cap (CAD). */
  priceCap: number;
  /** Longest amortization of an insured loan, in years, for every buyer. */
  maxAmortizationYears: number;
  /** Longest amortization for a first-time buyer or a newly built home, in years. */
  extendedAmortizationYears: number;
  /** Added to the premium rate when the amortization is longer than `maxAmortizationYears`. */
  extendedAmortizationSurcharge: number;
  /** Premium schedule, ascending tiers (standard, traditional down payment). */
  tiers: readonly PremiumTier[];
  /** Quebec's tax on insurance premiums, paid at closing, never added to the loan. */
  quebecPremiumTaxRate: number;
  /** Where the figures come from (reference note, not shown to visitors). */
  sources: readonly string[];
}

/** Every insurance table, oldest first. */
export const DEFAULT_INSURANCE_TABLES: readonly DefaultInsuranceTable[] = [
  {
    id: 'federal-2024-12-15',
    effectiveFrom: '2024-12-15',
    requiredAboveLtvBasisPoints: 8000,
    priceCap: 1_500_000,
    maxAmortizationYears: 25,
    extendedAmortizationYears: 30,
    extendedAmortizationSurcharge: 0.002,
    tiers: [
      { upToLtvBasisPoints: 6500, rate: 0.006 },
      { upToLtvBasisPoints: 7500, rate: 0.017 },
      { upToLtvBasisPoints: 8000, rate: 0.024 },
      { upToLtvBasisPoints: 8500, rate: 0.028 },
      { upToLtvBasisPoints: 9000, rate: 0.031 },
      { upToLtvBasisPoints: 9500, rate: 0.04 },
    ],
    quebecPremiumTaxRate: 0.09,
    sources: [
      // Premium schedule (homeowner loans, premium on total loan amount), unchanged since 2017-03-17.
      'CMHC, "Mortgage Loan Insurance: Premium Information for Homeowner and Small Rental Loans" (cmhc-schl.gc.ca): ≤65 % 0.60, 65.01–75 % 1.70, 75.01–80 % 2.40, 80.01–85 % 2.80, 85.01–90 % 3.10, 90.01–95 % 4.00 (traditional down payment); provincial sales tax on the premium (Quebec among them) cannot be added to the loan',
      'CMHC premium increase of 2017-03-17 (as relayed by vinegroup.ca and wilsonteam.ca): the same six rates',
      'mortgagesisterswest.ca, "Default mortgage insurance premium amounts": same rates for CMHC, Sagen and Canada Guaranty; 30-year column = 25-year rate + 0.20',
      // Rules of 2024-12-15.
      'Department of Finance Canada, mortgage reforms effective 2024-12-15, as summarized by mortgagemom.ca, vreg.ca, bennettcapital.ca and maguireteam.ca: insured price cap raised from 1 000 000 to 1 500 000 (insurable up to 1 499 999); 30-year amortization for all first-time buyers and all buyers of new builds; 0.20 % premium surcharge for the 30-year amortization',
      'Revenu Québec, "Tax on insurance premiums": rate 9 %; planipret.com example: 300 000 price, 5 % down, 4.00 % of 285 000 = 11 400 premium, 9 % tax 1 026 paid at the notary',
    ],
  },
];

/** The table used when none is named. */
export const DEFAULT_INSURANCE_TABLE_ID: DefaultInsuranceTableId = 'federal-2024-12-15';

/** An insurance table by id; an unknown id gives the default table. */
export function getDefaultInsuranceTable(id?: string): DefaultInsuranceTable {
  return (
    DEFAULT_INSURANCE_TABLES.find((table) => table.id === id) ??
    DEFAULT_INSURANCE_TABLES.find((table) => table.id === DEFAULT_INSURANCE_TABLE_ID)!
  );
}

/** Why a loan is or is not insured. */
export type InsuranceStatus =
  /** 20 % down or more: a conventional loan, no premium. */
  | 'not-required'
  /** Below 20 % down and under the price cap: the premium is added to the loan. */
  | 'insured'
  /** Below 20 % down at or above the price cap: not insurable (20 % down is required). */
  | 'over-price-cap'
  /** The loan is above the highest tier (less than 5 % down): not insurable. */
  | 'over-max-ltv'
  /** No price or no loan. */
  | 'none';

export interface DefaultInsuranceInput {
  /** Property price, CAD (> 0). */
  price: number;
  /** Loan before the premium (price − down payment), CAD. */
  loan: number;
  /** Amortization in years. */
  amortizationYears: number;
}

export interface DefaultInsurance {
  status: InsuranceStatus;
  /** Loan / price as a fraction (0.9 for 90 %); 0 without a price. */
  loanToValue: number;
  /** Premium rate applied, surcharge included (0.033 for 3.30 %); 0 when not insured. */
  premiumRate: number;
  /** The surcharge included in `premiumRate` for an amortization over the standard maximum. */
  surchargeRate: number;
  /** Premium in CAD, to the cent; 0 when not insured. */
  premium: number;
  /** Quebec's 9 % tax on the premium, CAD to the cent, paid at closing (not financed). */
  premiumTax: number;
  /** Loan + premium, CAD to the cent: the amount the payments repay. */
  insuredLoan: number;
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The premium for a loan under an insurance table.
 * @returns the status, the rate, the premium (rate × whole loan), Quebec's tax on it and the
 *   insured loan; e.g. price 300 000, loan 285 000 (95 %), 25 years → 4.00 %, premium 11 400,
 *   tax 1 026, insured loan 296 400; a 30-year amortization adds 0.20 % to the rate
 */
export function computeDefaultInsurance(input: DefaultInsuranceInput, table: DefaultInsuranceTable): DefaultInsurance {
  const { price, loan, amortizationYears } = input;
  const none = { loanToValue: 0, premiumRate: 0, surchargeRate: 0, premium: 0, premiumTax: 0, insuredLoan: Math.max(0, loan) };
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(loan) || loan <= 0) return { status: 'none', ...none };
  const loanToValue = loan / price;
  const base = { ...none, loanToValue };
  // Whole-dollar amounts compared in basis points with integers: 95 % down to the dollar, no float drift.
  const over = (basisPoints: number) => loan * 10_000 > price * basisPoints;
  if (!over(table.requiredAboveLtvBasisPoints)) return { status: 'not-required', ...base };
  if (price >= table.priceCap) return { status: 'over-price-cap', ...base };
  const tier = table.tiers.find((candidate) => !over(candidate.upToLtvBasisPoints));
  if (!tier) return { status: 'over-max-ltv', ...base };
  const surchargeRate = amortizationYears > table.maxAmortizationYears ? table.extendedAmortizationSurcharge : 0;
  // Rates are added in basis points so 3.10 % + 0.20 % is exactly 3.30 %.
  const premiumRate = Math.round((tier.rate + surchargeRate) * 10_000) / 10_000;
  const premium = toCents(loan * premiumRate);
  return {
    status: 'insured',
    loanToValue,
    premiumRate,
    surchargeRate,
    premium,
    premiumTax: toCents(premium * table.quebecPremiumTaxRate),
    insuredLoan: toCents(loan + premium),
  };
}

/**
 * The longest amortization allowed for an insured loan.
 * @param eligibleForExtended a first-time buyer, or a newly built home
 * @returns years: 30 when eligible, else 25 (federal rules of 2024-12-15)
 */
export function maxInsuredAmortization(table: DefaultInsuranceTable, eligibleForExtended: boolean): number {
  return eligibleForExtended ? table.extendedAmortizationYears : table.maxAmortizationYears;
}
