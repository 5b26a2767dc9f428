/** The compact job card of the home tabs and the dashboard (the /vagas list uses JobCard). */
import type { ReactNode } from 'react';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { JobDTO } from '@conecta/common';
import { formatSalary } from '../../lib/format';
import { CompanyLogo, JobMeta } from './JobCard';
import { IconLine } from '../../components/IconLine';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { CompanyName, RequirementChips, RequirementFit } from './JobRequirements';

/** `note`: a line of the card's own (the dashboard's 'Combina com: …'). */
export function JobSummaryCard({ job, showMeta = false, action, note }: { job: JobDTO; showMeta?: boolean; action?: ReactNode; note?: string | null }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CompanyLogo job={job} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              <Link href={`/vagas/${job.id}`} underline="hover" color="inherit">
                {job.title}
              </Link>
            </Typography>
            <CompanyName job={job}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {job.company}
              </Typography>
            </CompanyName>
          </Box>
          <FavoriteButton kind="job" id={job.id} size="small" sx={{ ml: 'auto', alignSelf: 'flex-start' }} />
        </Box>
        <IconLine icon={<PlaceIcon aria-hidden fontSize="small" />} small>
          {job.location}
        </IconLine>
        {showMeta && <JobMeta job={job} />}
        {note ? (
          <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="job-reasons">
            {note}
          </Typography>
        ) : null}
        <RequirementChips job={job} />
        <RequirementFit job={job} />
        <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{formatSalary(job.salaryMin, job.salaryMax)}</Typography>
        {action && <Box>{action}</Box>}
      </CardContent>
    </Card>
  );
}
