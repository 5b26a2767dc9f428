/** A job in a list (spec §2 Jobs, §9 formats): links to its own page and carries the apply button. */
import { useId } from 'react';
import PlaceIcon from '@mui/icons-material/Place';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobDTO } from '@conecta/common';
import { formatDate, formatRating, formatSalary } from '../../lib/format';
import { labelOf } from '../../lib/labels';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { ApplyButton } from './ApplyButton';
import { CompanyName, RequirementChips, RequirementFit } from './JobRequirements';
import { CardTitle } from '../../components/CatalogueCard';

export function CompanyLogo({ job, size = 48 }: { job: Pick<JobDTO, 'company' | 'companyLogo'>; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={job.companyLogo ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.light', fontWeight: 700 }}
    >
      {job.company.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

export function JobMeta({ job }: { job: JobDTO }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      <Chip size="small" color="primary" label={labelOf(job.jobType)} />
      <Chip size="small" variant="outlined" label={labelOf(job.energyArea)} />
      <Chip size="small" variant="outlined" label={labelOf(job.workType)} />
      {job.jobFunction ? <Chip size="small" variant="outlined" label={job.jobFunction} /> : null}
    </Stack>
  );
}

export function RatingText({ rating, totalRatings }: { rating: number; totalRatings: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <StarIcon aria-hidden fontSize="small" sx={{ color: 'warning.main' }} />
      <span>
        {formatRating(rating)}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` (${totalRatings} ${totalRatings === 1 ? 'avaliação' : 'avaliações'})`}
        </Box>
      </span>
    </Box>
  );
}

export function JobCard({ job }: { job: JobDTO }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.25 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <CompanyLogo job={job} />
          <Box sx={{ minWidth: 0 }}>
            <CardTitle id={titleId}>
              <Link href={`/vagas/${job.id}`} underline="hover" color="inherit">
                {job.title}
              </Link>
            </CardTitle>
            <CompanyName job={job}>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {job.company}
              </Typography>
            </CompanyName>
          </Box>
        </Box>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} color="text.secondary">
          <PlaceIcon aria-hidden fontSize="small" />
          {job.location}
        </Typography>
        <JobMeta job={job} />
        <RequirementChips job={job} />
        <RequirementFit job={job} />
        <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>{formatSalary(job.salaryMin, job.salaryMax)}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, color: 'text.secondary', fontSize: '0.9rem' }}>
          <RatingText rating={job.rating} totalRatings={job.totalRatings} />
          <span>Publicada em {formatDate(job.createdAt)}</span>
        </Box>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <ApplyButton job={job} />
        <Button href={`/vagas/${job.id}`} aria-label={`Ver detalhes: ${job.title}`}>
          Ver detalhes
        </Button>
        <FavoriteButton kind="job" id={job.id} sx={{ ml: 'auto' }} />
      </CardActions>
    </Card>
  );
}
