/**
 * What a shared job link shows before any script runs: WhatsApp, LinkedIn
 * and search engines read the HTML of `/vagas/:id` as served, so its
 * `<title>`, description, Open Graph tags and schema.org `JobPosting`
 * JSON-LD are written into index.html on the server, from the search
 * index's copy of the public job (no database read).
 */
import type { JobDTO } from '@conecta/common';
import { escapeHtml, jsonForScript } from './html';

const SITE = 'Conecta Energia';

function summary(job: JobDTO): string {
  const text = `${job.company} · ${job.location} · ${job.jobType[0]!.toUpperCase()}${job.jobType.slice(1)}. ${job.description}`.replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/** schema.org employmentType for our job types. */
const EMPLOYMENT_TYPE: Record<JobDTO['jobType'], string> = {
  estágio: 'INTERN',
  freelance: 'CONTRACTOR',
  emprego: 'FULL_TIME',
  temporário: 'TEMPORARY',
};

/** The `<head>` additions of a job's page; `url` is its absolute address. */
export function jobHead(job: JobDTO, url: string): { title: string; tags: string } {
  const title = `${job.title} · ${SITE}`;
  const description = summary(job);
  const [city, region] = job.location.split(' - ').map((part) => part.trim());
  const posting = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: { '@type': 'Organization', name: job.company, ...(job.companyLogo ? { logo: job.companyLogo } : {}) },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: city, ...(region ? { addressRegion: region } : {}), addressCountry: 'BR' },
    },
    ...(job.workType === 'remoto' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(job.salaryMin || job.salaryMax
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'BRL',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMin ? { minValue: Number(job.salaryMin) } : {}),
              ...(job.salaryMax ? { maxValue: Number(job.salaryMax) } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  };
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:title', `${job.title} - ${job.company}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'pt_BR'),
    meta('name', 'twitter:card', 'summary'),
    `<script type="application/ld+json">${jsonForScript(posting)}</script>`,
  ].join('\n    ');
  return { title, tags };
}
