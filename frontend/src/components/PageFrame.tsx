import type { ReactNode } from 'react';
import Container, { type ContainerProps } from '@mui/material/Container';
import { PageHeading } from './PageHeading';
import { ServerKept } from './ServerKept';

type Heading =
  | { title: string; lead: string; /** Space under the heading, in theme units. */ headingGap?: number; action?: ReactNode }
  | { title?: undefined; lead?: undefined; headingGap?: undefined; action?: undefined };

/**
 * Every page's frame: its width, the house's margins from a phone (12 px sides, so 360 px keeps
 * its room) to a desktop, and on a page that has one, its heading (PageHeading: the h1, the line
 * under it and a role's action).
 */
export function PageFrame({ width, title, lead, headingGap = 3, action, children }: Heading & { width: ContainerProps['maxWidth']; children: ReactNode }) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      {title === undefined ? null : (
        // Kept on the server (ServerKept, decision 0038) unless it holds a role's action (an element).
        <ServerKept keep={action === undefined || action === null}>
          <PageHeading title={title} lead={lead} mb={headingGap} action={action} />
        </ServerKept>
      )}
      {children}
    </Container>
  );
}
