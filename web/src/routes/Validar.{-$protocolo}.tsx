import { createFileRoute } from '@tanstack/react-router'
import { ReceiptValidationScreen } from '@/features/receipt-validation/components/receipt-validation-screen'

/**
 * Public receipt check (ADR 019): the protocol is optional (the receipt's QR code and link carry
 * it). No login; not an offline route (it asks the API), so offline it shows the offline screen.
 */
export const Route = createFileRoute('/Validar/{-$protocolo}')({
  component: function ValidarRoute() {
    const { protocolo } = Route.useParams()
    return <ReceiptValidationScreen protocol={protocolo} />
  },
})
