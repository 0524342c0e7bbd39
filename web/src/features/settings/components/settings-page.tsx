import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { useCurrentUser } from '../../../lib/use-current-user';
import { getErrorMessage } from '../../../lib/api-request';
import { BILLING_PATH } from '../../../lib/subscription';
import { capitalize } from '../../../lib/utils';
import { ApiSection } from './api-section';
import { BillingSection } from './billing-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

type SettingsTab = 'profile' | 'billing' | 'api';
const API_TAB_PATH = '/settings?tab=api';

/**
 * Billing opens from /settings/billing or /settings?tab=billing, API from /settings?tab=api; anything else
 * shows the profile.
 */
function useSettingsTab(): [SettingsTab, (tab: string) => void] {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab: SettingsTab =
    pathname.replace(/\/+$/, '') === BILLING_PATH || params.get('tab') === 'billing'
      ? 'billing'
      : params.get('tab') === 'api'
        ? 'api'
        : 'profile';
  const select = (next: string) =>
    navigate(next === 'billing' ? BILLING_PATH : next === 'api' ? API_TAB_PATH : '/settings', {
      replace: true,
    });
  return [tab, select];
}

export function SettingsPage() {
  const user = useCurrentUser();
  const [tab, setTab] = useSettingsTab();
  if (user.isPending) return <Spinner label="Loading settings..." fullPage />;
  if (user.isError) {
    return (
      <PageContainer>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {getErrorMessage(user.error, 'Your settings could not be loaded.')}
        </p>
      </PageContainer>
    );
  }
  const { subscription } = user.data;
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Settings" description="Manage your profile, password, billing and API keys." />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="api">API</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid grid-cols-1 gap-6">
          <ProfileForm key={user.data.id} user={user.data} />
          <PasswordForm />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Account</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
              <span>Role:</span>
              <Badge>{capitalize(user.data.role)}</Badge>
              <span className="ml-4">Plan:</span>
              {subscription ? (
                <Badge tone="rose">{subscription.planName}</Badge>
              ) : (
                <Badge tone="outline">No active plan</Badge>
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="billing">
          <BillingSection user={user.data} />
        </TabsContent>
        <TabsContent value="api">
          <ApiSection user={user.data} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
