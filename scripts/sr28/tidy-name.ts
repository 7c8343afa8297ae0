/**
 * SR28 writes brands in capitals ("McDONALD'S, BIG MAC", "KELLOGG'S Corn Flakes"); people read
 * "McDonald's, Big Mac". Capitalised words become title case, except acronyms (KFC, BBQ, DHA).
 */
const KEEP = new Set([
  "USDA",
  "NFSMI",
  "NLEA",
  "US",
  "USA",
  "DHA",
  "ARA",
  "KFC",
  "BBQ",
  "TLC",
  "PBM",
  "VPP",
  "NFS",
  "BLT",
  "LS",
  "KG",
  "PM",
  "AA",
  "EAS",
  "UDI",
  "LB",
  "KC",
  "AMP",
]);

function titleCase(word: string): string {
  return word
    .split("-")
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join("-");
}

export function tidyName(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .replace(/\s+,/g, ",")
    .replace(/[,.\s]+$/, "")
    .replace(/\b(Mc)?([A-Z][A-Z'&-]+)\b/g, (match, mc: string | undefined, word: string) => {
      if (KEEP.has(word) || word.length < 2 || /[\d&]/.test(word)) return match;
      return `${mc ?? ""}${titleCase(word)}`;
    })
    .replace(/'S\b/g, "'s");
}
