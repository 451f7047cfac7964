import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  getCertificateStatus,
  getUserCertificate,
  issueCertificate,
  renameCertificate,
  revokeCertificate,
} from '../../../shared/contract/certificates';
import { certificateMessages as texts } from '../../../shared/domain/certificate-texts';
import { api } from '../../lib/api';

const certificateKey = ['certificate'] as const;
const adminCertificateKey = ['admin', 'certificate'] as const;

/**
 * The status is refetched whenever the card mounts: lessons and exams change it on other screens, and the app's
 * queries otherwise stay fresh for five minutes.
 */
export const useCertificateStatus = () =>
  useQuery({
    queryKey: certificateKey,
    queryFn: () => api(getCertificateStatus, {}),
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** Issuing, or correcting the printed name of an issued certificate: both answer the certificate. */
export function useSaveCertificateName(kind: 'issue' | 'rename', onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (printedName: string) => api(kind === 'issue' ? issueCertificate : renameCertificate, { printedName }),
    onSuccess: async () => {
      toast.success(kind === 'issue' ? texts.issued : texts.renamed);
      await queryClient.invalidateQueries({ queryKey: certificateKey });
      onDone?.();
    },
  });
}

export const useUserCertificate = (userId: number) =>
  useQuery({ queryKey: [...adminCertificateKey, userId], queryFn: () => api(getUserCertificate, { id: userId }) });

export function useRevokeCertificate(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { certificateId: string; reason: string }) => api(revokeCertificate, input),
    onSuccess: async () => {
      toast.success(texts.revoked);
      onDone();
      await queryClient.invalidateQueries({ queryKey: adminCertificateKey });
    },
  });
}
