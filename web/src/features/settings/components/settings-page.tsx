import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PageContainer, PageHeader } from '../../../components/page-container';
import { useCurrentUser } from '../../../lib/use-current-user';
import { getErrorMessage } from '../../../lib/api-request';
import { capitalize } from '../../../lib/utils';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export function SettingsPage() {
  const user = useCurrentUser();
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
      <PageHeader title="Settings" description="Manage your profile and password." />
      <div className="grid grid-cols-1 gap-6">
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
      </div>
    </PageContainer>
  );
}
