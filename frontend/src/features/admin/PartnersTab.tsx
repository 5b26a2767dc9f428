/** SCAFFOLD — replaced by its owner in issue 13 (see AdminPage.tsx). */
export default function PartnersTab() {
  return null;
}
