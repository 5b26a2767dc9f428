import { TestSkillsView } from './TestSkillsPage';

export default function TestSkillsDebugPage() {
  return <TestSkillsView debug />;
}
