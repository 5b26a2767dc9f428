/**
 * The profile's edit mode (features/profile/profileDraft.ts): the draft a user's profile opens
 * with, what Save sends, the client-side check by the server's own rules, and which tab opens
 * on an error.
 */
import { describe, it } from 'mocha';
import { expect } from 'chai';
import { PROFILE_LIMITS, PROFILE_MESSAGES, type UserDTO } from '@conecta/common';
import { draftOf, payloadOf, tabOfErrors, validateDraft } from '../src/features/profile/profileDraft';

// Only the fields a draft reads; the rest of a UserDTO plays no part here.
function user(fields: Partial<UserDTO> = {}): UserDTO {
  return {
    firstName: 'Ana',
    lastName: 'Souza',
    phone: null,
    location: 'Recife',
    bio: null,
    jobTitle: 'Engenheira',
    companyName: null,
    website: null,
    education: null,
    experience: null,
    skills: ['Solar'],
    energyAreas: ['solar'],
    showEmail: true,
    showPhone: false,
    showCredentials: true,
    ...fields,
  } as UserDTO;
}

describe('profile drafts', () => {
  describe('draftOf', () => {
    it('opens absent texts as empty strings, so every field is an editable string', () => {
      const draft = draftOf(user());
      expect(draft.phone).to.equal('');
      expect(draft.bio).to.equal('');
      expect(draft.location).to.equal('Recife');
      expect(draft.firstName).to.equal('Ana');
      expect(draft.showEmail).to.equal(true);
      expect(draft.showPhone).to.equal(false);
      expect(draft.showCredentials).to.equal(true);
    });

    it('copies the lists, so editing the draft leaves the cached user untouched', () => {
      const source = user();
      const draft = draftOf(source);
      draft.skills.push('Eólica');
      draft.energyAreas.push('eólica');
      expect(source.skills).to.deep.equal(['Solar']);
      expect(source.energyAreas).to.deep.equal(['solar']);
    });
  });

  describe('payloadOf', () => {
    it('trims the texts and sends a cleared text as null (the server clears it)', () => {
      const draft = { ...draftOf(user()), firstName: '  Ana ', location: '   ', bio: ' Sobre mim ' };
      const payload = payloadOf(draft, false);
      expect(payload.firstName).to.equal('Ana');
      expect(payload.location).to.equal(null);
      expect(payload.bio).to.equal('Sobre mim');
    });

    it('sends the company fields only for a company (the server refuses them from anyone else)', () => {
      const draft = { ...draftOf(user()), companyName: 'Sol Ltda', website: 'https://sol.example' };
      expect(payloadOf(draft, false)).not.to.have.any.keys('companyName', 'website');
      const company = payloadOf(draft, true);
      expect(company.companyName).to.equal('Sol Ltda');
      expect(company.website).to.equal('https://sol.example');
    });
  });

  describe('validateDraft', () => {
    it('passes a valid draft', () => {
      expect(validateDraft(draftOf(user()), false)).to.deep.equal({});
    });

    it("reports each field with the server's message", () => {
      const draft = { ...draftOf(user()), firstName: 'A', phone: '9'.repeat(PROFILE_LIMITS.phoneMax + 1) };
      expect(validateDraft(draft, false)).to.deep.equal({
        firstName: PROFILE_MESSAGES.firstNameMin,
        phone: PROFILE_MESSAGES.phoneMax,
      });
    });

    it('checks what Save would send: spaces around a name do not count toward its length', () => {
      expect(validateDraft({ ...draftOf(user()), firstName: '  A  ' }, false)).to.have.property('firstName', PROFILE_MESSAGES.firstNameMin);
      expect(validateDraft({ ...draftOf(user()), firstName: '  Al  ' }, false)).to.deep.equal({});
    });

    it("checks a company's website, and ignores a non-company's (not sent)", () => {
      const draft = { ...draftOf(user()), website: 'sol.example' };
      expect(validateDraft(draft, true)).to.have.property('website', PROFILE_MESSAGES.urlInvalid);
      expect(validateDraft(draft, false)).to.deep.equal({});
    });

    it('checks each skill', () => {
      const draft = { ...draftOf(user()), skills: ['Solar', 'x'] };
      expect(Object.values(validateDraft(draft, false))).to.include(PROFILE_MESSAGES.skillName);
    });
  });

  describe('tabOfErrors', () => {
    it('opens Informações when any of its fields is wrong, whatever else is', () => {
      expect(tabOfErrors({ experience: 'x', phone: 'x' })).to.equal('informacoes');
    });
    it('opens Competências for skills, before Experiência', () => {
      expect(tabOfErrors({ skills: 'x', experience: 'x' })).to.equal('competencias');
    });
    it('opens Experiência for education or experience alone', () => {
      expect(tabOfErrors({ education: 'x' })).to.equal('experiencia');
    });
  });
});
