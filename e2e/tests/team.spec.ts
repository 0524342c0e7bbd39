import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiGet, csvRecords, downloadedBytes, roundedMeanScore, type ApiSession } from './app-data.ts';

/** The seeded demo team (server/src/seed/demo-team-data.ts). */
const MANAGER = { email: 'manager@ringready.app', name: 'Rachel Kim' };
const TEAM_NAME = 'Evergreen Weddings';
const SEEDED_MEMBERS = [
  'Hannah Brooks',
  'Rachel Kim',
  'Olivia Bennett',
  'Marcus Hill',
  'Priya Nair',
  'Jake Thompson',
  'Sofia Alvarez',
  'Demo User',
];

interface ApiTeam {
  name: string;
  members: Array<{ userId: string; name: string; email: string; averageScore: number | null }>;
}

/** The manager signs in with the login page's 'Try as a manager' button. */
async function signInAsManager(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try as a manager' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${MANAGER.name}` })).toBeVisible();
}

async function openTeam(page: Page) {
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team Performance Dashboard' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${TEAM_NAME} · \\d+ of \\d+ seats used$`))).toBeVisible();
}

function membersTable(page: Page): Locator {
  return page.getByRole('region', { name: "Members' figures" });
}

/** A member's row of Individual Performance, found by their e-mail. */
function memberRow(page: Page, email: string): Locator {
  return membersTable(page).getByRole('row').filter({ hasText: email });
}

/** The cells after the name: Role, Sessions, Avg. score, Improvement, Last active, … */
const CELL = { role: 0, sessions: 1, average: 2 } as const;

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test.describe('team dashboard for the demo manager', () => {
  test('four tabs with the members’ real figures, a member’s report, and the CSV export', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsManager(page);
    await openTeam(page);

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Individual Performance', 'Buyer Types', 'Trends']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // Overview: this month's figures and the leaderboard, as GET /api/team/stats computes them
    const stats = await apiGet<{
      overview: {
        sessions: number;
        practiceMinutes: number;
        averageScore: number | null;
        leaderboard: Array<{ name: string; averageScore: number; sessions: number }>;
      };
      buyerTypePerformance: Array<{ name: string; average: number | null; sessions: number }>;
      monthlyTrends: Array<{ month: string; avgScore: number | null; sessionCount: number }>;
    }>(page, '/api/team/stats');
    const thisMonth = page.getByRole('region', { name: 'This month' });
    await expect(thisMonth.getByText('Sessions this month').locator('..')).toContainText(
      String(stats.overview.sessions),
    );
    await expect(thisMonth.getByText('Practice minutes').locator('..')).toContainText(
      String(stats.overview.practiceMinutes),
    );
    expect(stats.overview.leaderboard.length, 'the seed has practice this month').toBeGreaterThan(0);
    const leaderboard = page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
    await expect(leaderboard).toHaveCount(stats.overview.leaderboard.length);
    for (const [i, entry] of stats.overview.leaderboard.entries()) {
      await expect(leaderboard.nth(i)).toContainText(entry.name);
      await expect(leaderboard.nth(i)).toContainText(`${entry.averageScore}/100`);
    }

    // Individual Performance: every seeded member, each average the mean of their completed reports
    await page.getByRole('tab', { name: 'Individual Performance' }).click();
    const team = await apiGet<ApiTeam>(page, '/api/team');
    expect(team.members.map((m) => m.name)).toEqual(expect.arrayContaining(SEEDED_MEMBERS));
    await expect(membersTable(page).locator('tbody').getByRole('row')).toHaveCount(team.members.length);
    let checked = 0;
    for (const member of team.members) {
      const sessions = await apiGet<ApiSession[]>(
        page,
        `/api/team/members/${encodeURIComponent(member.userId)}/sessions`,
      );
      const mean = roundedMeanScore(sessions);
      const cells = memberRow(page, member.email).getByRole('cell');
      await expect(cells.nth(CELL.average), `${member.name}'s average score`).toHaveText(
        mean === null ? '—' : String(mean),
      );
      await expect(cells.nth(CELL.sessions), `${member.name}'s sessions`).toHaveText(
        String(sessions.filter((s) => s.status !== 'failed').length),
      );
      if (mean !== null) checked++;
    }
    expect(checked, 'members with scored history').toBeGreaterThanOrEqual(6);

    // Buyer Types: the four buyer types with their practice counts and averages
    await page.getByRole('tab', { name: 'Buyer Types' }).click();
    await expect(page.getByRole('heading', { name: 'Average score by buyer type' })).toBeVisible();
    const buyerTypes = page.getByRole('list', { name: 'Buyer Types' }).getByRole('listitem');
    await expect(buyerTypes).toHaveCount(4);
    for (const [i, row] of stats.buyerTypePerformance.entries()) {
      await expect(buyerTypes.nth(i)).toContainText(row.name);
      await expect(buyerTypes.nth(i)).toContainText(
        `${row.sessions} ${row.sessions === 1 ? 'session' : 'sessions'}`,
      );
      await expect(buyerTypes.nth(i)).toContainText(row.average === null ? '—' : String(row.average));
    }
    expect(stats.buyerTypePerformance.every((b) => b.sessions > 0)).toBe(true);

    // Trends: six months; the current month's count is the Overview's
    await page.getByRole('tab', { name: 'Trends' }).click();
    await expect(page.getByRole('heading', { name: 'Monthly trends' })).toBeVisible();
    const trendRows = page.getByRole('table', { name: 'Monthly trends' }).locator('tbody tr');
    await expect(trendRows).toHaveCount(6);
    const current = stats.monthlyTrends.at(-1)!;
    expect(current.sessionCount).toBe(stats.overview.sessions);
    await expect(trendRows.last().getByRole('cell').first()).toHaveText(String(current.sessionCount));
    expect(stats.monthlyTrends.reduce((sum, m) => sum + m.sessionCount, 0)).toBeGreaterThan(50);

    // a member's row opens their sessions; a session opens its report
    await page.getByRole('tab', { name: 'Individual Performance' }).click();
    const olivia = team.members.find((m) => m.name === 'Olivia Bennett')!;
    await memberRow(page, olivia.email).getByRole('cell').nth(CELL.sessions).click();
    await expect(page).toHaveURL(new RegExp(`/team/members/${olivia.userId}$`));
    await expect(page.getByRole('heading', { name: 'Olivia Bennett' })).toBeVisible();
    await expect(page.getByText(`${olivia.email} · Member`)).toBeVisible();
    await expect(page.getByText('Average score', { exact: true }).locator('..')).toContainText(
      String(olivia.averageScore),
    );
    const oliviaSessions = await apiGet<ApiSession[]>(page, `/api/team/members/${olivia.userId}/sessions`);
    await expect(page.getByRole('list', { name: 'Member sessions' }).getByRole('listitem')).toHaveCount(
      oliviaSessions.length,
    );
    const newest = [...oliviaSessions]
      .filter((s) => s.report)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]!;
    await page.locator(`a[href="/report/${newest.id}"]`).click();
    const report = page.getByRole('dialog', { name: 'Training Report' });
    await expect(report).toBeVisible();
    await expect(
      report.getByText(`Overall score: ${Math.round(newest.report!.overallScore)}/100`),
    ).toBeVisible();
    await report.getByRole('button', { name: 'Close' }).click();

    // Export CSV: one row per member with their figures
    await openTeam(page);
    await page.getByRole('tab', { name: 'Individual Performance' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ringready-team-performance-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRecords((await downloadedBytes(download)).toString('utf8'));
    expect(rows.map((r) => r.Email).sort()).toEqual(team.members.map((m) => m.email).sort());
    for (const member of team.members) {
      const row = rows.find((r) => r.Email === member.email)!;
      expect(row.Name).toBe(member.name);
      expect(row['Average score']).toBe(member.averageScore === null ? '' : String(member.averageScore));
    }
  });
});

test.describe('inviting a salesperson and assigning them practice', () => {
  test('the invitee joins through the e-mailed link, practises the assignment, and the manager sees it done', async ({
    page: manager,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const invitee = {
      email: `new-rep-${stamp}@studio.example`,
      name: `Nora Reyes ${stamp}`,
      password: 'nora-strong-password',
    };
    // the demo studio sells photography, and so does the invitee: both see the scenario for photographers
    const scenario = 'A Photographer on Short Notice';

    // the manager invites them
    await signInAsManager(manager);
    await openTeam(manager);
    const seatsBefore = (await apiGet<{ seats: number }>(manager, '/api/team')).seats;
    await expect(manager.getByText(`${TEAM_NAME} · ${seatsBefore} of `)).toBeVisible();
    await manager.getByRole('button', { name: 'Invite salesperson' }).click();
    const invite = manager.getByRole('dialog', { name: 'Invite salesperson' });
    await invite.getByLabel('Email').fill(invitee.email);
    await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveText('Member');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toBeHidden();
    await expect(manager.getByText(`We e-mailed an invitation link to ${invitee.email}.`)).toBeVisible();
    await expect(
      manager
        .getByRole('list', { name: 'Pending invitations' })
        .getByRole('listitem')
        .filter({ hasText: invitee.email }),
    ).toContainText('Member · expires');

    // the invitee follows the e-mailed link, creates their account and lands on their dashboard
    const rep = await newPage(browser, baseURL);
    await rep.goto('/dev/mailbox');
    await rep
      .getByRole('row')
      .filter({ hasText: invitee.email })
      .getByRole('link', { name: `${MANAGER.name} invited you to ${TEAM_NAME} on RingReady` })
      .click();
    await expect(
      rep.getByText(`invited you to join the team "${TEAM_NAME}" on RingReady as a member`),
    ).toBeVisible();
    await rep.getByRole('link', { name: /\/join\?token=/ }).click();
    await expect(rep.getByRole('heading', { name: `Join ${TEAM_NAME}` })).toBeVisible();
    await expect(rep.getByText(`${MANAGER.name} invited you to practise with ${TEAM_NAME}`)).toBeVisible();
    await rep.getByLabel('Your name').fill(invitee.name);
    await rep.getByLabel('Password', { exact: true }).fill(invitee.password);
    await rep.getByRole('button', { name: 'Create account and join' }).click();
    await expect(rep.getByText(`Welcome to ${TEAM_NAME}`)).toBeVisible();
    // a new account is asked for its trade first
    const trade = rep.getByRole('dialog', { name: 'What do you sell?' });
    await trade.getByRole('combobox', { name: 'Trade' }).click();
    await rep.getByRole('option', { name: 'Photographer' }).click();
    await trade.getByRole('button', { name: 'Start practising' }).click();
    await expect(trade).toBeHidden();
    await expect(rep.getByRole('heading', { name: `Welcome back, ${invitee.name}` })).toBeVisible();
    await expect(rep).toHaveURL(/\/$/);

    // the manager sees the new member and assigns them a scenario
    await openTeam(manager);
    await expect(manager.getByText(`${TEAM_NAME} · ${seatsBefore + 1} of `)).toBeVisible();
    await expect(manager.getByText('No pending invitations.')).toBeVisible();
    await manager.getByRole('tab', { name: 'Individual Performance' }).click();
    const cells = memberRow(manager, invitee.email).getByRole('cell');
    await expect(cells.nth(CELL.role)).toHaveText('Member');
    await expect(cells.nth(CELL.sessions)).toHaveText('0');
    await expect(cells.nth(CELL.average)).toHaveText('—');
    await manager.getByRole('button', { name: 'Assign a scenario' }).click();
    const assign = manager.getByRole('dialog', { name: 'Assign a scenario' });
    await assign.getByRole('checkbox', { name: invitee.name }).check();
    await assign.getByRole('combobox', { name: 'Scenario' }).click();
    await manager.getByRole('option', { name: scenario }).click();
    const due = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await assign
      .getByLabel('Due date')
      .fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(assign).toBeHidden();
    await expect(manager.getByText('Assigned to 1 person.')).toBeVisible();
    const managerAssignment = manager
      .getByRole('list', { name: 'Assignments' })
      .getByRole('listitem')
      .filter({ hasText: invitee.name });
    await expect(managerAssignment).toContainText(scenario);
    await expect(managerAssignment).toContainText('Pending');

    // the new member sees it on their dashboard and practises it (typed turns, no microphone here)
    await rep.reload();
    const assigned = rep
      .getByRole('list', { name: 'Assigned practice' })
      .getByRole('listitem')
      .filter({ hasText: scenario });
    await expect(assigned).toContainText('Pending');
    rep.on('dialog', (d) => void d.dismiss());
    await assigned.getByRole('button', { name: `Start practice: ${scenario}` }).click();
    await expect(rep).toHaveURL(/\/conversation\?/);
    const sessionId = new URL(rep.url()).searchParams.get('sessionId');
    expect(sessionId).toBeTruthy();
    const live = rep.getByRole('region', { name: 'Live conversation' });
    await expect(live).toHaveAttribute('data-connection', 'connected');
    await expect(live.locator('[data-role="buyer"]').first()).toBeVisible();
    const questions = [
      'Congratulations! When is the wedding, and how many guests are you expecting?',
      'What matters most to you about the day?',
      'What worries you most about the timeline?',
      'Would you like to come in on Saturday at 11 to see the room and go through the options?',
    ];
    for (const [i, question] of questions.entries()) {
      await live.getByLabel('Type a message').fill(question);
      await live.getByRole('button', { name: 'Send' }).click();
      await expect(live.locator('[data-role="salesperson"]').filter({ hasText: question })).toBeVisible();
      await expect(live.locator('[data-role="buyer"]')).toHaveCount(i + 2);
    }
    await live.getByRole('button', { name: 'End Session' }).click();
    await expect(rep).toHaveURL(/\/$/);

    // the report is generated; the assignment is done with its score
    await rep.getByRole('tab', { name: 'Sessions and Reports' }).click();
    const row = rep
      .getByRole('list', { name: 'All sessions' })
      .getByRole('listitem')
      .filter({ has: rep.locator(`a[href="/report/${sessionId}"]`) });
    await expect(row).toBeVisible({ timeout: 90_000 }); // the link appears once the report is done
    await expect(row.getByText('Completed')).toBeVisible();
    const session = await apiGet<ApiSession>(rep, `/api/sessions/${sessionId}`);
    expect(session.scenario?.title).toBe(scenario);
    const score = session.report!.overallScore;
    expect(score).toEqual(expect.any(Number));
    await expect(row).toContainText(`${score}/100`);
    await rep.getByRole('tab', { name: 'Overview' }).click();
    await expect(assigned).toContainText('Done');
    await expect(assigned).toContainText(`best ${score}/100`);

    // the manager sees the assignment done, and the new member's figures
    await openTeam(manager);
    await expect(managerAssignment).toContainText('Done');
    await expect(managerAssignment).toContainText(`Best ${score}`);
    await manager.getByRole('tab', { name: 'Individual Performance' }).click();
    await expect(cells.nth(CELL.sessions)).toHaveText('1');
    await expect(cells.nth(CELL.average)).toHaveText(String(Math.round(score)));
    await manager.getByRole('tab', { name: 'Overview' }).click();
    await expect(
      manager
        .getByRole('list', { name: 'Leaderboard' })
        .getByRole('listitem')
        .filter({ hasText: invitee.name }),
    ).toContainText(`${Math.round(score)}/100`);
    await rep.context().close();
  });
});
