/**
 * What a course card says about the course (features/courses/CourseCard.tsx): its description
 * without the link it ends with, which 'Acessar' opens.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { courseSummary } from '../src/features/courses/CourseCard';

describe('courseSummary', () => {
  it('drops the closing link and the words that introduce it', () => {
    expect(courseSummary('Radiação solar, módulos e inversores. Curso gratuito com certificado. Acesse: https://www.escolavirtual.gov.br/curso/123')).to.equal(
      'Radiação solar, módulos e inversores. Curso gratuito com certificado.',
    );
    expect(courseSummary('Eficiência em motores. Inscrições em https://www.ev.org.br/cursos.')).to.equal('Eficiência em motores.');
    expect(courseSummary('Aulas gravadas. https://www.coursera.org/learn/x ')).to.equal('Aulas gravadas.');
  });

  it('keeps a description without a link, or with one in the middle, as written', () => {
    expect(courseSummary('Relés de sobrecorrente, distância e diferencial.')).to.equal('Relés de sobrecorrente, distância e diferencial.');
    expect(courseSummary('Material em https://ocw.mit.edu e exercícios semanais.')).to.equal('Material em https://ocw.mit.edu e exercícios semanais.');
  });
});
