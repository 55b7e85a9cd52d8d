import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { copyText } from '../../lib/clipboard';
import { useContentSetting } from '../content';
import { useToasts } from '../toasts';
import { selectCustomerName } from './customer-name';
import { orderEmail, orderEmailPlan, type OrderEmailList } from './order-email';

/**
 * The order e-mail of `list` as a link, and what a click on it does besides opening the mail
 * program: for an order too long for a link, copy the text and say where to paste it (`notice`).
 */
export function useOrderEmail(list: OrderEmailList) {
  const { t } = useTranslation();
  const { showToast } = useToasts();
  const customerName = useSelector(selectCustomerName);
  const address = useContentSetting('order.email');
  const [notice, setNotice] = useState(false);
  const plan = orderEmailPlan(orderEmail(list, customerName, t), address);
  const onClick = () => {
    if (!plan.viaClipboard) return;
    setNotice(true);
    void copyText(plan.text).then((copied) => {
      if (!copied) showToast('error', 'listOutput.copyFailed');
    });
  };
  return { href: plan.href, text: plan.text, onClick, notice: plan.viaClipboard && notice };
}
