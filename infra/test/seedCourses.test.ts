/**
 * The demo seed's courses (infra/seed/data/courses.ts, issue 25): every one opens somewhere with
 * 'Acessar' (a free provider's https address, the description's first link, as the API reads it)
 * and has words of its own for the card, besides that link.
 */
import { expect } from 'chai';
import { firstUrl } from '@conecta/backend/presenters/course';
import { buildCourses } from '../seed/data/courses';
import { createRng } from '../seed/random';

describe('seeded courses', () => {
  const courses = buildCourses({ now: new Date('2026-03-15T12:00:00Z'), rng: createRng(1), passwordHash: 'x' }).map((course) => ({
    title: course.title ?? '',
    description: course.description ?? '',
  }));

  it("each has a working access link: an https address of a free course provider, no card says 'Link indisponível'", () => {
    expect(courses.length).to.be.greaterThan(0);
    for (const course of courses) {
      const url = firstUrl(course.description);
      expect(url, course.title).to.match(/^https:\/\/(www\.escolavirtual\.gov\.br|www\.ev\.org\.br|www\.coursera\.org|www\.edx\.org|ocw\.mit\.edu|www\.open\.edu)\//);
      expect(() => new URL(url!), course.title).not.to.throw();
      // The link closes the description: what comes before it is what the card shows.
      expect(course.description.endsWith(url!), course.title).to.equal(true);
    }
  });

  it('each has a description of its own before the link', () => {
    for (const course of courses) {
      const summary = course.description.slice(0, course.description.indexOf('https://')).replace(/Acesse:\s*$/, '').trim();
      expect(summary.length, course.title).to.be.greaterThan(60);
    }
    expect(new Set(courses.map((course) => course.description)).size).to.equal(courses.length);
  });
});
