import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import zhCN from 'antd/es/locale/zh_CN';
import Result from 'antd/es/result';

/** Full-page notice when the runtime config could not be loaded; nothing else can work then. */
export function ConfigError() {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Result
          status="error"
          title="配置加载失败"
          subTitle="无法读取系统配置，请检查网络后重新加载页面。"
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              重新加载
            </Button>
          }
        />
      </main>
    </ConfigProvider>
  );
}
