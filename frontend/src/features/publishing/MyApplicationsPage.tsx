/** SCAFFOLD — replaced by its owner in issue 13. */
export default function MyApplicationsPage() {
  return null;
}
