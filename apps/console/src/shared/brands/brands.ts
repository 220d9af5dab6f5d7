import { DEFAULT_BID } from '../session/stored-bid.ts';
import yetaBackground from './yeta/login-bg.svg';
import yetaLogo from './yeta/logo.svg';
import yetaWhiteLogo from './yeta/logo-white.svg';
import zhiyuBackground from './zhiyu/login-bg.svg';
import zhiyuLogo from './zhiyu/logo.svg';
import zhiyuWhiteLogo from './zhiyu/logo-white.svg';

/** One brand's face of the console: the bid in the login URL picks it. */
interface Brand {
  bid: string;
  name: string;
  logo: string;
  whiteLogo: string;
  loginBackground: string;
}

const brands: Record<string, Brand> = {
  yeta: {
    bid: 'yeta',
    name: '野塔智能外呼',
    logo: yetaLogo,
    whiteLogo: yetaWhiteLogo,
    loginBackground: yetaBackground,
  },
  zhiyu: {
    bid: 'zhiyu',
    name: '智语云呼',
    logo: zhiyuLogo,
    whiteLogo: zhiyuWhiteLogo,
    loginBackground: zhiyuBackground,
  },
};

/** An unknown bid shows the default brand's assets; the bid itself is still the one stored. */
export function getBrand(bid: string | undefined): Brand {
  return (bid && Object.hasOwn(brands, bid) ? brands[bid] : undefined) ?? brands[DEFAULT_BID];
}

export const brandIds = Object.keys(brands);
