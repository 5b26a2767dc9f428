/** Cities of the demo data, with their area code (DDD) for phone numbers. */
export interface City {
  name: string;
  uf: string;
  ddd: string;
}

export const CITIES = {
  saoPaulo: { name: 'São Paulo', uf: 'SP', ddd: '11' },
  campinas: { name: 'Campinas', uf: 'SP', ddd: '19' },
  ribeiraoPreto: { name: 'Ribeirão Preto', uf: 'SP', ddd: '16' },
  rio: { name: 'Rio de Janeiro', uf: 'RJ', ddd: '21' },
  macae: { name: 'Macaé', uf: 'RJ', ddd: '22' },
  angra: { name: 'Angra dos Reis', uf: 'RJ', ddd: '24' },
  beloHorizonte: { name: 'Belo Horizonte', uf: 'MG', ddd: '31' },
  uberlandia: { name: 'Uberlândia', uf: 'MG', ddd: '34' },
  curitiba: { name: 'Curitiba', uf: 'PR', ddd: '41' },
  fozDoIguacu: { name: 'Foz do Iguaçu', uf: 'PR', ddd: '45' },
  florianopolis: { name: 'Florianópolis', uf: 'SC', ddd: '48' },
  portoAlegre: { name: 'Porto Alegre', uf: 'RS', ddd: '51' },
  brasilia: { name: 'Brasília', uf: 'DF', ddd: '61' },
  goiania: { name: 'Goiânia', uf: 'GO', ddd: '62' },
  salvador: { name: 'Salvador', uf: 'BA', ddd: '71' },
  juazeiro: { name: 'Juazeiro', uf: 'BA', ddd: '74' },
  caetite: { name: 'Caetité', uf: 'BA', ddd: '77' },
  recife: { name: 'Recife', uf: 'PE', ddd: '81' },
  petrolina: { name: 'Petrolina', uf: 'PE', ddd: '87' },
  joaoPessoa: { name: 'João Pessoa', uf: 'PB', ddd: '83' },
  natal: { name: 'Natal', uf: 'RN', ddd: '84' },
  mossoro: { name: 'Mossoró', uf: 'RN', ddd: '84' },
  fortaleza: { name: 'Fortaleza', uf: 'CE', ddd: '85' },
  teresina: { name: 'Teresina', uf: 'PI', ddd: '86' },
  parnaiba: { name: 'Parnaíba', uf: 'PI', ddd: '86' },
  manaus: { name: 'Manaus', uf: 'AM', ddd: '92' },
  belem: { name: 'Belém', uf: 'PA', ddd: '91' },
  portoVelho: { name: 'Porto Velho', uf: 'RO', ddd: '69' },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;
export const CITY_KEYS = Object.keys(CITIES) as CityKey[];

/** "Fortaleza - CE", the format the contact page uses for São Paulo - SP. */
export function place(key: CityKey): string {
  const city = CITIES[key];
  return `${city.name} - ${city.uf}`;
}
