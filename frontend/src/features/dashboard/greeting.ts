/** spec §2 Dashboard: 'Bom dia' before 12, 'Boa tarde' before 18, otherwise 'Boa noite'. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

export function currentGreeting(): string {
  return greetingFor(new Date().getHours());
}
