/** A chosen municipality: its code (`MUN_CODE`) and the name sent in payloads (`DESCRIPTION`). */
export interface MunicipalityChoice {
  code: string;
  name: string;
}

/** The names joined by ", " as the contact endpoint expects them (spec 001 §7 "Alert payload"). */
export function municipalityNames(choices: readonly MunicipalityChoice[]): string {
  return choices.map((choice) => choice.name).join(', ');
}
