import { EnterpriseCard } from '../components/enterprise-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { WeixinCard } from '../components/weixin-card.tsx';
import '../settings.css';

/** /setting/info: the member's own data, password, enterprise verification and WeChat binding. */
export function PersonalInfoPage() {
  return (
    <div className="settings-page">
      <ProfileCard />
      <EnterpriseCard />
      <WeixinCard />
      <PasswordCard />
    </div>
  );
}
